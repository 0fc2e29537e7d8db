import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterWorkOrderWrite } from './afterWorkOrderWrite';

const CancelWorkOrderMutation = graphql(`
  mutation CancelWorkOrder($id: ID!, $reason: String!) {
    cancelWorkOrder(id: $id, reason: $reason) {
      id
      ...WorkOrderDetail_workOrder
    }
  }
`);

/** OPEN, IN_PROGRESS or ON_HOLD → CANCELLED (managers); the reason is required. */
export function useCancelWorkOrder() {
  const { t } = useTranslation();
  const [write] = useWrite(CancelWorkOrderMutation, afterWorkOrderWrite);
  return (id: string, reason: string) => write({ variables: { id, reason } }, t('workOrders.done.CANCEL'));
}
