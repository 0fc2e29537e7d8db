import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';

const RunPlanSchedulerMutation = graphql(`
  mutation RunPlanScheduler($farmId: ID!) {
    runPlanScheduler(farmId: $farmId) {
      opened
      orders {
        id
        number
        title
      }
    }
  }
`);

/**
 * Opens the orders of the farm's plans that are due now. The plans shown reload (their open
 * order), and the cached order lists and calendar are dropped: they have new orders.
 */
export function useRunPlanScheduler() {
  const { t } = useTranslation();
  const [write] = useWrite(RunPlanSchedulerMutation, {
    refetchQueries: ['MachinePlans', 'FarmPlans'],
    update: (cache) => {
      for (const fieldName of ['workOrders', 'planning']) cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });
  return async (farmId: string) => {
    const { data } = await write({ variables: { farmId } }, t('plans.done.schedulerRan'));
    return data?.runPlanScheduler;
  };
}
