import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { dropPlanLists } from './afterPlanWrite';

const DeleteMaintenancePlanMutation = graphql(`
  mutation DeleteMaintenancePlan($id: ID!) {
    deleteMaintenancePlan(id: $id)
  }
`);

/** Deletes a plan (its orders keep it in their history) and drops it from every list. */
export function useDeletePlan() {
  const { t } = useTranslation();
  const [write] = useWrite(DeleteMaintenancePlanMutation);
  return (plan: { id: string; equipmentId: string }) =>
    write(
      {
        variables: { id: plan.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'MaintenancePlan', id: plan.id }) });
          dropPlanLists(cache, plan.equipmentId);
        },
      },
      t('plans.done.deleted'),
    );
}
