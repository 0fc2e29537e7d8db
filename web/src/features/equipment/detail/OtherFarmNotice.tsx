import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { selectFarm, useFarmState } from '../../../lib/farm/farmStore';

/**
 * A machine page opened from a QR label or a link may belong to another of the user's
 * farms than the active one; the rest of the app would show that other farm, so say so.
 */
export function OtherFarmNotice({ farmId }: { farmId: string }) {
  const { t } = useTranslation();
  const { farms, selectedId } = useFarmState();
  const owner = farms.find((farm) => farm.id === farmId);
  if (!selectedId || selectedId === farmId || !owner) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t('equipment.detail.otherFarm', { farm: owner.name })}
      action={
        <Button size="small" onClick={() => selectFarm(farmId)}>
          {t('equipment.detail.switchFarm')}
        </Button>
      }
      data-testid="equipment-other-farm"
    />
  );
}
