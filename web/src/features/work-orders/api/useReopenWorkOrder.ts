import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterWorkOrderWrite } from './afterWorkOrderWrite';

const ReopenWorkOrderMutation = graphql(`
  mutation ReopenWorkOrder($id: ID!, $reason: String) {
    reopenWorkOrder(id: $id, reason: $reason) {
      id
      ...WorkOrderDetail_workOrder
    }
  }
`);

/** COMPLETED or CANCELLED → OPEN (managers). */
export function useReopenWorkOrder() {
  const { t } = useTranslation();
  const [write] = useWrite(ReopenWorkOrderMutation, afterWorkOrderWrite);
  return (id: string, reason: string | null) => write({ variables: { id, reason } }, t('workOrders.done.REOPEN'));
}
