import { useAssignWorkOrder } from '../api/useAssignWorkOrder';
import { useCancelWorkOrder } from '../api/useCancelWorkOrder';
import { useCompleteWorkOrder } from '../api/useCompleteWorkOrder';
import { useHoldWorkOrder } from '../api/useHoldWorkOrder';
import { useReopenWorkOrder } from '../api/useReopenWorkOrder';
import { useResumeWorkOrder } from '../api/useResumeWorkOrder';
import { useStartWorkOrder } from '../api/useStartWorkOrder';

/** The writes the detail page's action buttons make, behind one hook. */
export function useWorkOrderWrites() {
  return {
    start: useStartWorkOrder(),
    resume: useResumeWorkOrder(),
    hold: useHoldWorkOrder(),
    complete: useCompleteWorkOrder(),
    cancel: useCancelWorkOrder(),
    reopen: useReopenWorkOrder(),
    assign: useAssignWorkOrder(),
  };
}
