import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterJobWrite } from './afterJobWrite';

const PlanWorkOrderPartMutation = graphql(`
  mutation PlanWorkOrderPart($workOrderId: ID!, $input: PlanWorkOrderPartInput!) {
    planWorkOrderPart(workOrderId: $workOrderId, input: $input) {
      id
    }
  }
`);

/** Plans a part on the order, reserving it in the store, under the client's id so a repeat plans it once. */
export function usePlanWorkOrderPart() {
  const { t } = useTranslation();
  const [write] = useWrite(PlanWorkOrderPartMutation, afterJobWrite);
  return (workOrderId: string, input: { id: string; partId: string; quantity: number }) =>
    write({ variables: { workOrderId, input } }, t('workOrders.parts.done.plan'));
}
