import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { MaintenancePlanInput } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';

const UpdateMaintenancePlanMutation = graphql(`
  mutation UpdateMaintenancePlan($id: ID!, $input: MaintenancePlanInput!) {
    updateMaintenancePlan(id: $id, input: $input) {
      id
      ...PlanCard_plan
    }
  }
`);

/** Changes the fields given (null clears one); the plan updates in every list from the answer. */
export function useUpdatePlan() {
  const { t } = useTranslation();
  const [write] = useWrite(UpdateMaintenancePlanMutation);
  return (id: string, input: MaintenancePlanInput) => write({ variables: { id, input } }, t('plans.done.updated'));
}
