import { Col, Row, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FarmSubtitle } from '../../../components/list-page/FarmSubtitle';
import { LoadError } from '../../../components/list-page/LoadError';
import { PageHeading } from '../../../components/list-page/PageHeading';
import type { FarmSummary } from '../../../lib/farm/farmStore';
import { useDashboard } from '../api/useDashboard';
import { DashboardTiles } from './DashboardTiles';
import { RecentActivity } from './RecentActivity';

// echarts is a chunk of its own, fetched after the tiles.
const DashboardCharts = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.DashboardCharts })));

/** The farm's tiles, charts and recent activity. */
export function DashboardView({ farm }: { farm: FarmSummary }) {
  const { t } = useTranslation();
  const { data, loading, refetch } = useDashboard(farm.id);
  const dashboard = data?.dashboard;
  let body;
  if (dashboard)
    body = (
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <DashboardTiles dashboard={dashboard} farm={farm} />
        </Col>
        <Col span={24}>
          <Suspense fallback={<Skeleton active data-testid="dashboard-charts-loading" />}>
            <DashboardCharts weeks={dashboard.ordersPerWeek} downtime={dashboard.downtimeByMachine} />
          </Suspense>
        </Col>
        <Col span={24}>
          <RecentActivity entries={dashboard.recentActivity} />
        </Col>
      </Row>
    );
  else if (loading) body = <Skeleton active data-testid="dashboard-loading" />;
  else
    body = (
      <LoadError
        title={t('dashboard.loadFailed')}
        onRetry={() => void refetch()}
        testId="dashboard-error"
        retryTestId="dashboard-retry"
      />
    );
  return (
    <>
      <PageHeading title={t('sections.titles.dashboard')} subtitle={<FarmSubtitle farm={farm} />} />
      {body}
    </>
  );
}
