import { useTranslation } from 'react-i18next';
import { FarmPage } from '../../../components/list-page/FarmPage';
import { PartsList } from '../components/PartsList';

/** /inventory: the active farm's parts, filtered, sorted and paged by the server. */
export function InventoryPage() {
  const { t } = useTranslation();
  return (
    <FarmPage testId="page-inventory" title={t('inventory.title')}>
      {(farm) => <PartsList farm={farm} />}
    </FarmPage>
  );
}
