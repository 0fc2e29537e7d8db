import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterJobWrite } from './afterJobWrite';

const SetWorkOrderPartPlanMutation = graphql(`
  mutation SetWorkOrderPartPlan($id: ID!, $quantity: Float!) {
    setWorkOrderPartPlan(id: $id, quantity: $quantity) {
      id
    }
  }
`);

/** Changes a line's planned quantity; the reservation follows. */
export function useSetWorkOrderPartPlan() {
  const { t } = useTranslation();
  const [write] = useWrite(SetWorkOrderPartPlanMutation, afterJobWrite);
  return (id: string, quantity: number) => write({ variables: { id, quantity } }, t('workOrders.parts.done.change'));
}
