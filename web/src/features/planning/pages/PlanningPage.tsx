import { Alert, App, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { FarmPage } from '../../../components/list-page/FarmPage';
import { FarmSubtitle } from '../../../components/list-page/FarmSubtitle';
import { PageHeading } from '../../../components/list-page/PageHeading';
import { useCan } from '../../../lib/auth/useCan';
import type { FarmSummary } from '../../../lib/farm/farmStore';
import { usePlanning } from '../api/usePlanning';
import { PlanningCalendar } from '../components/PlanningCalendar';
import { PlanningLegend } from '../components/PlanningLegend';
import { PlanningToolbar } from '../components/PlanningToolbar';
import { WorkloadTable } from '../components/WorkloadTable';
import { usePlanningParams } from '../hooks/usePlanningParams';

function Planning({ farm }: { farm: FarmSummary }) {
  const { t } = useTranslation();
  const state = usePlanningParams();
  const { range, filter } = state;
  const { data, error } = usePlanning(farm.id, range.from, range.to, filter);
  const planning = data?.planning;
  const editable = useCan('workorders.manage');
  return (
    <Flex vertical gap={16}>
      <PageHeading title={t('sections.titles.planning')} subtitle={<FarmSubtitle farm={farm} />} />
      {error && !planning && <Alert type="error" title={t('planning.loadFailed')} />}
      <Card>
        <Flex vertical gap={12}>
          <PlanningToolbar farmId={farm.id} state={state} />
          <PlanningLegend />
          <PlanningCalendar farmId={farm.id} state={state} planning={planning} editable={editable} />
        </Flex>
      </Card>
      <Card title={t('planning.workload.title')}>
        <WorkloadTable weeks={planning?.workload ?? []} />
      </Card>
    </Flex>
  );
}

/** /planning: the farm's orders and plans' forecasts on a month or week calendar, and each technician's weekly workload. */
export function PlanningPage() {
  const { t } = useTranslation();
  return (
    <FarmPage testId="planning" title={t('sections.titles.planning')}>
      {(farm) => (
        // antd's App gives the calendar's move and undo notifications (App.useApp()).
        <App component={false}>
          <Planning farm={farm} />
        </App>
      )}
    </FarmPage>
  );
}
