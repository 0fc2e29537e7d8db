import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { FarmPage } from '../../../components/list-page/FarmPage';
import { ReportsView } from '../components/ReportsView';

/** /reports: the farm's reliability, downtime, failures, cost, PM compliance, backlog and stock over a period. */
export function ReportsPage() {
  const { t } = useTranslation();
  return (
    <FarmPage testId="page-reports" title={t('sections.titles.reports')}>
      {(farm) => (
        // antd's App gives the CSV buttons their error message (App.useApp()).
        <App component={false}>
          <ReportsView farm={farm} />
        </App>
      )}
    </FarmPage>
  );
}
