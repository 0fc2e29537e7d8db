import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';

/** How many of the machine's orders the tab lists; "see all" opens the rest. */
export const MACHINE_WORK_ORDERS_SHOWN = 10;

const MachineWorkOrdersQuery = graphql(`
  query MachineWorkOrders($id: ID!, $first: Int!) {
    equipment(id: $id) {
      id
      workOrders(first: $first) {
        id
        number
        title
        type
        status
        holdReason
        priority
        dueDate
        overdue
      }
    }
  }
`);

/**
 * The machine's newest orders, read when the tab opens and again on each visit (the cache
 * shows the last answer meanwhile): orders change on other pages, by other people.
 */
export function useMachineWorkOrders(id: string) {
  return useQuery(MachineWorkOrdersQuery, {
    variables: { id, first: MACHINE_WORK_ORDERS_SHOWN },
    fetchPolicy: 'cache-and-network',
    context: OWN_ERROR_MESSAGE,
  });
}
