import { Alert, Card, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FarmPage } from '../../../components/list-page/FarmPage';
import { FarmSubtitle } from '../../../components/list-page/FarmSubtitle';
import { PageHeading } from '../../../components/list-page/PageHeading';
import type { FarmSummary } from '../../../lib/farm/farmStore';
import { usePlanning } from '../api/usePlanning';
import { PlanningCalendar } from '../components/PlanningCalendar';
import { WorkloadTable } from '../components/WorkloadTable';

/** The month grid shows whole weeks: from the Monday before the 1st to the Sunday after the last day (≤ 42 days). */
function rangeOf(month: dayjs.Dayjs) {
  const first = month.startOf('month');
  const from = first.subtract((first.day() + 6) % 7, 'day');
  const last = month.endOf('month');
  return { from: from.format('YYYY-MM-DD'), to: last.add((7 - last.day()) % 7, 'day').format('YYYY-MM-DD') };
}

function Planning({ farm }: { farm: FarmSummary }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const [type, setType] = useState<string>();
  const { from, to } = rangeOf(month);
  const { data, loading, error } = usePlanning(farm.id, from, to, type);
  const planning = data?.planning;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <PageHeading title={t('sections.titles.planning')} subtitle={<FarmSubtitle farm={farm} />} />
      {error && !planning && <Alert type="error" message={t('planning.loadFailed')} />}
      {!planning && loading && <Skeleton active />}
      <Card>
        <PlanningCalendar
          month={month}
          entries={planning?.orders ?? []}
          type={type}
          onMonth={setMonth}
          onType={setType}
        />
      </Card>
      <Card title={t('planning.workload.title')}>
        <WorkloadTable weeks={planning?.workload ?? []} />
      </Card>
    </Space>
  );
}

/** /planning: the farm's orders on a month calendar and each technician's weekly workload. */
export function PlanningPage() {
  const { t } = useTranslation();
  return (
    <FarmPage testId="planning" title={t('sections.titles.planning')}>
      {(farm) => <Planning farm={farm} />}
    </FarmPage>
  );
}
