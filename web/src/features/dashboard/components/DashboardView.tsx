import { Skeleton, theme } from 'antd';
import { lazy, Suspense, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { FarmSubtitle } from '../../../components/list-page/FarmSubtitle';
import { PageHeading } from '../../../components/list-page/PageHeading';
import type { FarmSummary } from '../../../lib/farm/farmStore';
import { useDashboard } from '../api/useDashboard';
import { DashboardTiles } from './DashboardTiles';
import { RecentActivity } from './RecentActivity';
import './dashboard.css';

// echarts is a chunk of its own, fetched after the tiles.
const DashboardCharts = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.DashboardCharts })));
// Only on failure: antd's Result and Button stay out of the page's first load.
const LoadError = lazy(() =>
  import('../../../components/list-page/LoadError').then((module) => ({ default: module.LoadError })),
);

/** The farm's tiles, charts and recent activity. */
export function DashboardView({ farm }: { farm: FarmSummary }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data, loading, refetch } = useDashboard(farm.id);
  const dashboard = data?.dashboard;
  let body;
  if (dashboard)
    body = (
      <div
        className="fm-dashboard"
        style={
          {
            display: 'flex',
            flexDirection: 'column',
            gap: token.margin,
            '--fm-link': token.colorLink,
            '--fm-link-hover': token.colorLinkHover,
          } as CSSProperties
        }
      >
        <DashboardTiles dashboard={dashboard} farm={farm} />
        <Suspense fallback={<Skeleton active data-testid="dashboard-charts-loading" />}>
          <DashboardCharts weeks={dashboard.ordersPerWeek} downtime={dashboard.downtimeByMachine} />
        </Suspense>
        <RecentActivity entries={dashboard.recentActivity} />
      </div>
    );
  else if (loading) body = <Skeleton active data-testid="dashboard-loading" />;
  else
    body = (
      <Suspense fallback={null}>
        <LoadError
          title={t('dashboard.loadFailed')}
          onRetry={() => void refetch()}
          testId="dashboard-error"
          retryTestId="dashboard-retry"
        />
      </Suspense>
    );
  return (
    <>
      <PageHeading title={t('sections.titles.dashboard')} subtitle={<FarmSubtitle farm={farm} />} />
      {body}
    </>
  );
}
