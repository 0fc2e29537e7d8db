import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { FarmPage } from '../../../components/list-page/FarmPage';
import { EquipmentList } from '../components/EquipmentList';

/** /equipment: the active farm's machines. */
export function EquipmentPage() {
  const { t } = useTranslation();
  return (
    <FarmPage testId="page-equipment" title={t('sections.titles.equipment')}>
      {(farm) => (
        // antd's App lets this feature's forms and buttons show messages with App.useApp().
        <App component={false}>
          <EquipmentList farm={farm} />
        </App>
      )}
    </FarmPage>
  );
}
