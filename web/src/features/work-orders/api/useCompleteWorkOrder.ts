import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { CompleteWorkOrderInput } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterWorkOrderWrite } from './afterWorkOrderWrite';

const CompleteWorkOrderMutation = graphql(`
  mutation CompleteWorkOrder($id: ID!, $input: CompleteWorkOrderInput) {
    completeWorkOrder(id: $id, input: $input) {
      id
      ...WorkOrderDetail_workOrder
    }
  }
`);

/**
 * Completes with notes and an optional meter reading; a reading below the machine's last
 * one is refused, and then the order is not completed either.
 */
export function useCompleteWorkOrder() {
  const { t } = useTranslation();
  const [write] = useWrite(CompleteWorkOrderMutation, afterWorkOrderWrite);
  return (id: string, input: CompleteWorkOrderInput) =>
    write({ variables: { id, input } }, t('workOrders.done.COMPLETE'));
}
