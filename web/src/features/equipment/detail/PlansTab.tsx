import { Empty, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/list-page/LoadError';
import { useMachinePlans } from '../../../components/plans/api/useMachinePlans';
import { PlanFormDrawer } from '../../../components/plans/form/PlanFormDrawer';
import { PlanCard } from '../../../components/plans/PlanCard';
import { PlanCard_plan } from '../../../components/plans/planFragment';
import { PlanManagerActions, usePlanManager } from '../../../components/plans/PlanManagerActions';
import { SchedulerResult } from '../../../components/plans/SchedulerResult';
import { getFragmentData } from '../../../__generated__';
import type { MeterUnit } from '../../../__generated__/graphql';
import { useCan } from '../../../lib/auth/useCan';
import { useActiveFarm } from '../../../lib/farm/farmStore';

/**
 * The machine's preventive plans with their triggers, next and last service and open order;
 * managers of the machine's farm (the active one) create, edit, pause and delete them and run
 * the scheduler, everyone else reads.
 */
export function PlansTab({ machine }: { machine: { id: string; farmId: string; meterUnit: MeterUnit } }) {
  const { t } = useTranslation();
  const ownFarm = useActiveFarm()?.id === machine.farmId;
  const canManage = useCan('workorders.manage') && ownFarm;
  const { data, loading, error, refetch } = useMachinePlans(machine.id);
  const manager = usePlanManager(machine.farmId);
  const { scheduler, editing, setEditing } = manager;
  const plans = (data?.equipment?.plans ?? []).map((plan) => getFragmentData(PlanCard_plan, plan));

  if (error && !data)
    return <LoadError title={t('plans.loadFailed')} onRetry={() => void refetch()} testId="equipment-plans-error" />;
  return (
    <Flex vertical gap={12} data-testid="equipment-plans">
      {canManage && (
        <Flex justify="flex-end" gap={8} wrap>
          <PlanManagerActions manager={manager} />
        </Flex>
      )}
      <SchedulerResult result={scheduler.result} onClose={scheduler.clear} />
      {loading && !data ? (
        <Skeleton active />
      ) : plans.length === 0 ? (
        <Empty description={t('plans.machineEmpty')} data-testid="equipment-plans-empty" />
      ) : (
        plans.map((plan) => <PlanCard key={plan.id} plan={plan} onEdit={canManage ? setEditing : undefined} />)
      )}
      {editing && (
        <PlanFormDrawer
          farmId={machine.farmId}
          machine={machine}
          plan={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
