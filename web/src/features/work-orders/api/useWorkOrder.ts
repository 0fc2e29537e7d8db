import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';
import { REFETCHED_BY_WRITES } from '../../../lib/apollo/refetchedByWrites';

export const WorkOrderQuery = graphql(`
  query WorkOrder($id: ID!) {
    workOrder(id: $id) {
      id
      ...WorkOrderDetail_workOrder
    }
  }
`);

/**
 * One order, fresh from the server on each visit (its status moves while others work on it).
 * One it may not open reads as not found, its one message (no "Forbidden" toast).
 */
export function useWorkOrder(id: string) {
  return useQuery(WorkOrderQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    context: { ...OWN_ERROR_MESSAGE, ...REFETCHED_BY_WRITES },
  });
}
