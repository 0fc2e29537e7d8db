import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterWorkOrderWrite } from './afterWorkOrderWrite';

const HoldWorkOrderMutation = graphql(`
  mutation HoldWorkOrder($id: ID!, $reason: String) {
    holdWorkOrder(id: $id, reason: $reason) {
      id
      ...WorkOrderDetail_workOrder
    }
  }
`);

/** IN_PROGRESS → ON_HOLD, with why (e.g. waiting for parts). */
export function useHoldWorkOrder() {
  const { t } = useTranslation();
  const [write] = useWrite(HoldWorkOrderMutation, afterWorkOrderWrite);
  return (id: string, reason: string | null) => write({ variables: { id, reason } }, t('workOrders.done.HOLD'));
}
