import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { MaintenancePlanInput } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { dropPlanLists } from './afterPlanWrite';

const CreateMaintenancePlanMutation = graphql(`
  mutation CreateMaintenancePlan($farmId: ID!, $input: MaintenancePlanInput!) {
    createMaintenancePlan(farmId: $farmId, input: $input) {
      id
      ...PlanCard_plan
    }
  }
`);

/** Creates a plan on a machine of the farm; rejects with the server's error. */
export function useCreatePlan() {
  const { t } = useTranslation();
  const [write] = useWrite(CreateMaintenancePlanMutation);
  return (farmId: string, input: MaintenancePlanInput & { equipmentId: string }) =>
    write(
      { variables: { farmId, input }, update: (cache) => dropPlanLists(cache, input.equipmentId) },
      t('plans.done.created'),
    );
}
