import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { FarmPage } from '../../../components/list-page/FarmPage';
import { PlanList } from '../components/PlanList';

/** /work-orders/preventive/plans: the active farm's preventive plans, beside its preventive orders. */
export function PlansPage() {
  const { t } = useTranslation();
  return (
    <FarmPage testId="page-plans" title={t('plans.list.title')}>
      {(farm) => (
        // antd's App lets the plans' actions show messages with App.useApp().
        <App component={false}>
          <PlanList farm={farm} />
        </App>
      )}
    </FarmPage>
  );
}
