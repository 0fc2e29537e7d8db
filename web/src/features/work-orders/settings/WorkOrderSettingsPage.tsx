import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { FarmPage } from '../../../components/list-page/FarmPage';
import { WorkOrderSettings } from './WorkOrderSettings';

/** /work-orders/settings: the active farm's failure codes and labour rates, for its managers. */
export function WorkOrderSettingsPage() {
  const { t } = useTranslation();
  return (
    <FarmPage testId="page-work-order-settings" title={t('workOrders.settings.title')}>
      {(farm) => (
        // antd's App lets the settings' writes show messages with App.useApp().
        <App component={false}>
          <WorkOrderSettings farm={farm} />
        </App>
      )}
    </FarmPage>
  );
}
