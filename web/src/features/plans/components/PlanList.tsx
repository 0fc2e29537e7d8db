import { useTranslation } from 'react-i18next';
import { FarmSubtitle } from '../../../components/list-page/FarmSubtitle';
import { ListView } from '../../../components/list-page/ListView';
import { PageHeading } from '../../../components/list-page/PageHeading';
import { shownList } from '../../../components/list-page/shownList';
import { PlanFormDrawer } from '../../../components/plans/form/PlanFormDrawer';
import { PlanCard } from '../../../components/plans/PlanCard';
import { PlanCard_plan } from '../../../components/plans/planFragment';
import { PlanManagerActions, usePlanManager } from '../../../components/plans/PlanManagerActions';
import { PreventiveViews } from '../../../components/plans/PreventiveViews';
import { SchedulerResult } from '../../../components/plans/SchedulerResult';
import { getFragmentData } from '../../../__generated__';
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
  const manager = usePlanManager(farm.id);
  const { scheduler, editing, setEditing } = manager;
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
        actions={canManage && <PlanManagerActions manager={manager} />}
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
