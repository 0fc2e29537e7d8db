import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanCard_PlanFragment as Plan } from '../../__generated__/graphql';
import { serverError, useServerErrorText } from '../../lib/apollo/serverError';
import { useConfirm } from '../confirm/useConfirm';
import { useDeletePlan } from './api/useDeletePlan';
import { useSetPlanActive } from './api/useSetPlanActive';

/** Pause, resume and delete (confirmed first); a refusal shows as a message in the reader's language. */
export function usePlanCommands() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useServerErrorText();
  const confirm = useConfirm();
  const setActive = useSetPlanActive();
  const deletePlan = useDeletePlan();
  const run = async (write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (error) {
      void message.error(errorText(serverError(error)));
    }
  };
  return {
    setActive: (plan: Plan, active: boolean) => run(() => setActive(plan.id, active)),
    remove: async (plan: Plan) => {
      const ok = await confirm({
        title: t('plans.delete.title'),
        message: t('plans.delete.message', { title: plan.title }),
        actions: { confirm: { label: t('plans.delete.confirm') } },
      });
      if (ok) await run(() => deletePlan({ id: plan.id, equipmentId: plan.equipment.id }));
    },
  };
}
