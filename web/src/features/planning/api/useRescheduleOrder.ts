import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { RescheduleWorkOrderInput } from '../../../gql/graphql';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';
import { PlanningQuery } from './usePlanning';

const RescheduleOrderMutation = graphql(`
  mutation RescheduleOrder($id: ID!, $input: RescheduleWorkOrderInput!) {
    rescheduleWorkOrder(id: $id, input: $input) {
      order {
        id
        scheduledStart
        scheduledEnd
        assignees {
          id
          name
        }
      }
      previous {
        scheduledStart
        scheduledEnd
        assigneeIds
      }
    }
  }
`);

/**
 * Moves an order (the calendar's drag, or its undo) and answers the move that undoes it. The
 * calendar reloads before the promise settles, so the order is drawn where it now is; cached
 * work-order lists (filtered by assignee or date) reload when next shown.
 *
 * Not lib/apollo/useWrite: its confirmation is text only, and this one carries an Undo
 * button (hooks/useMoveOrder), so the caller confirms.
 */
export function useRescheduleOrder() {
  const [mutate] = useMutation(RescheduleOrderMutation, {
    context: OWN_ERROR_MESSAGE,
    refetchQueries: [PlanningQuery],
    awaitRefetchQueries: true,
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'workOrders' });
      cache.gc();
    },
  });
  return async (id: string, input: RescheduleWorkOrderInput) => {
    const { data } = await mutate({ variables: { id, input } });
    const { scheduledStart, scheduledEnd, assigneeIds } = data!.rescheduleWorkOrder.previous;
    // The input that undoes this move (without the answer's __typename, which no input has).
    return { scheduledStart, scheduledEnd, assigneeIds } satisfies RescheduleWorkOrderInput;
  };
}
