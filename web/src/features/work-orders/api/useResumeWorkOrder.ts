import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterWorkOrderWrite } from './afterWorkOrderWrite';

const ResumeWorkOrderMutation = graphql(`
  mutation ResumeWorkOrder($id: ID!) {
    resumeWorkOrder(id: $id) {
      id
      ...WorkOrderDetail_workOrder
    }
  }
`);

/** ON_HOLD → IN_PROGRESS. */
export function useResumeWorkOrder() {
  const { t } = useTranslation();
  const [write] = useWrite(ResumeWorkOrderMutation, afterWorkOrderWrite);
  return (id: string) => write({ variables: { id } }, t('workOrders.done.RESUME'));
}
