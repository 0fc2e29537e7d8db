import { useTranslation } from 'react-i18next';
import { useActiveFarm } from '../../../lib/farm/farmStore';
import { EquipmentList } from '../components/EquipmentList';
import { PageFrame } from '../components/PageFrame';
import { PageHeading } from '../components/PageHeading';

/** /equipment: the active farm's machines (the shell remounts the page when the farm changes). */
export function EquipmentPage() {
  const { t } = useTranslation();
  const farm = useActiveFarm();
  return (
    <PageFrame testId="page-equipment">
      {farm ? (
        <EquipmentList key={farm.id} farm={farm} />
      ) : (
        <PageHeading
          title={t('sections.titles.equipment')}
          subtitle={<span data-testid="page-farm">{t('farm.noFarms')}</span>}
        />
      )}
    </PageFrame>
  );
}
