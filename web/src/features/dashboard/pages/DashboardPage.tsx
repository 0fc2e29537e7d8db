import { useTranslation } from 'react-i18next';
import { FarmPage } from '../../../components/list-page/FarmPage';
import { DashboardView } from '../components/DashboardView';

/** /dashboard: the selected farm at a glance. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <FarmPage testId="page-dashboard" title={t('sections.titles.dashboard')}>
      {(farm) => <DashboardView farm={farm} />}
    </FarmPage>
  );
}
