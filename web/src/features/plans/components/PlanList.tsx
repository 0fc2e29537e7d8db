import { PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FarmSubtitle } from '../../../components/list-page/FarmSubtitle';
import { ListView } from '../../../components/list-page/ListView';
import { PageHeading } from '../../../components/list-page/PageHeading';
import { shownList } from '../../../components/list-page/shownList';
import { PlanFormDrawer } from '../../../components/plans/form/PlanFormDrawer';
import { PlanCard } from '../../../components/plans/PlanCard';
import { PlanCard_plan } from '../../../components/plans/planFragment';
import { PreventiveViews } from '../../../components/plans/PreventiveViews';
import { SchedulerResult } from '../../../components/plans/SchedulerResult';
import { useSchedulerRun } from '../../../components/plans/useSchedulerRun';
import { getFragmentData } from '../../../gql';
import type { PlanCard_PlanFragment as Plan } from '../../../gql/graphql';
import { useCan } from '../../../lib/auth/useCan';
import type { FarmSummary } from '../../../lib/farm/farmStore';
import { useFarmPlans } from '../api/useFarmPlans';
import { usePlanListState } from '../hooks/usePlanListState';
import { PlanFilters } from './PlanFilters';
import { PLAN_LIST_TEST_IDS } from './planListTestIds';
import { PlanTable } from './PlanTable';

/**
 * The farm's plans on every machine: filters, table (cards on phones), pager; managers
 * create, edit, pause and delete plans and run the scheduler, everyone else reads.
 */
export function PlanList({ farm }: { farm: FarmSummary }) {
  const { t } = useTranslation();
  const canManage = useCan('workorders.manage');
  const state = usePlanListState(farm.id);
  const scheduler = useSchedulerRun(farm.id);
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const list = shownList(
    useFarmPlans(state.variables),
    (data) => data.maintenancePlans,
    (node) => getFragmentData(PlanCard_plan, node),
  );
  const onEdit = canManage ? setEditing : undefined;

  return (
    <>
      <PageHeading
        title={t('plans.list.title')}
        subtitle={<FarmSubtitle farm={farm} />}
        actions={
          canManage && (
            <>
              <Button
                icon={<ThunderboltOutlined />}
                loading={scheduler.running}
                onClick={scheduler.run}
                data-testid="plan-run-scheduler"
              >
                {t('plans.scheduler.run')}
              </Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="plan-new">
                {t('plans.new')}
              </Button>
            </>
          )
        }
      />
      <PreventiveViews current="plans" />
      <PlanFilters farmId={farm.id} list={state} />
      <SchedulerResult result={scheduler.result} onClose={scheduler.clear} />
      <ListView
        list={list}
        paging={state.paging}
        table={<PlanTable rows={list.rows} loading={list.loading} onEdit={onEdit} />}
        card={(plan) => <PlanCard plan={plan} showMachine onEdit={onEdit} />}
        emptyText={t('plans.list.empty')}
        errorText={t('plans.loadFailed')}
        testIds={PLAN_LIST_TEST_IDS}
      />
      {editing && (
        <PlanFormDrawer
          farmId={farm.id}
          machine={null}
          plan={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
