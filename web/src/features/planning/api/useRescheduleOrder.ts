import { graphql } from '../../../__generated__';
import type { RescheduleOrderMutation as Answer, RescheduleWorkOrderInput } from '../../../__generated__/graphql';
import type { FeedbackAction } from '../../../lib/feedback';
import { useWrite } from '../../../lib/apollo/useWrite';
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

/** The input that undoes a move: the answer's `previous` (without its __typename). */
export function undoOf(answer: Answer): RescheduleWorkOrderInput {
  const { scheduledStart, scheduledEnd, assigneeIds } = answer.rescheduleWorkOrder.previous;
  return { scheduledStart, scheduledEnd, assigneeIds };
}

/**
 * Moves an order (the calendar's drag, or its undo) and confirms with `done`, which may offer
 * an action made from the answer (hooks/useMoveOrder's Undo). The calendar reloads before the
 * promise settles, so the order is drawn where it now is; cached work-order lists (filtered by
 * assignee or date) reload when next shown.
 */
export function useRescheduleOrder() {
  const [write] = useWrite(RescheduleOrderMutation, {
    refetchQueries: [PlanningQuery],
    awaitRefetchQueries: true,
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'workOrders' });
      cache.gc();
    },
  });
  return (
    id: string,
    input: RescheduleWorkOrderInput,
    text: string,
    action?: (undo: RescheduleWorkOrderInput) => FeedbackAction,
  ) => write({ variables: { id, input } }, (answer) => ({ text, action: action?.(undoOf(answer)) }));
}
