import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { dropPlanLists } from './afterPlanWrite';

const SetMaintenancePlanActiveMutation = graphql(`
  mutation SetMaintenancePlanActive($id: ID!, $active: Boolean!) {
    setMaintenancePlanActive(id: $id, active: $active) {
      id
      ...PlanCard_plan
    }
  }
`);

/** Pauses (the scheduler skips it) or resumes a plan; the farm's lists filtered by state reload. */
export function useSetPlanActive() {
  const { t } = useTranslation();
  const [write] = useWrite(SetMaintenancePlanActiveMutation, { update: (cache) => dropPlanLists(cache) });
  return (id: string, active: boolean) =>
    write({ variables: { id, active } }, t(active ? 'plans.done.resumed' : 'plans.done.paused'));
}
