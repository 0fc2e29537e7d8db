import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterWorkOrderWrite } from './afterWorkOrderWrite';

const StartWorkOrderMutation = graphql(`
  mutation StartWorkOrder($id: ID!) {
    startWorkOrder(id: $id) {
      id
      ...WorkOrderDetail_workOrder
    }
  }
`);

/** OPEN → IN_PROGRESS (an assignee or a manager). */
export function useStartWorkOrder() {
  const { t } = useTranslation();
  const [write] = useWrite(StartWorkOrderMutation, afterWorkOrderWrite);
  return (id: string) => write({ variables: { id } }, t('workOrders.done.START'));
}
