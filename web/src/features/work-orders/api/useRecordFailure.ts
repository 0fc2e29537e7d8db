import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { WorkOrderFailureInput } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterWorkOrderWrite } from './afterWorkOrderWrite';

const RecordFailureMutation = graphql(`
  mutation RecordWorkOrderFailure($id: ID!, $input: WorkOrderFailureInput!) {
    recordWorkOrderFailure(id: $id, input: $input) {
      id
      ...WorkOrderDetail_workOrder
    }
  }
`);

/** Sets what went wrong, why and what fixed it on an open corrective order (an assignee or a manager). */
export function useRecordFailure() {
  const { t } = useTranslation();
  const [write] = useWrite(RecordFailureMutation, afterWorkOrderWrite);
  return (id: string, input: WorkOrderFailureInput) =>
    write({ variables: { id, input } }, t('workOrders.failure.saved'));
}
