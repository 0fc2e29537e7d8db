import { Alert, Button } from 'antd';
import { selectFarm, useFarmState } from '../../lib/farm/farmStore';

interface OtherFarmNoticeProps {
  /** The farm of the record shown. */
  farmId: string;
  /** What to say, given the name of the record's farm. */
  message: (farm: string) => string;
  /** The button that makes the record's farm the active one. */
  switchLabel: string;
  testId: string;
}

/**
 * A record opened from a QR label, a notification or a link may belong to another of the
 * user's farms than the active one; the rest of the app would show that other farm, so say so.
 */
export function OtherFarmNotice({ farmId, message, switchLabel, testId }: OtherFarmNoticeProps) {
  const { farms, selectedId } = useFarmState();
  const owner = farms.find((farm) => farm.id === farmId);
  if (!selectedId || selectedId === farmId || !owner) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={message(owner.name)}
      action={
        <Button size="small" onClick={() => selectFarm(farmId)}>
          {switchLabel}
        </Button>
      }
      data-testid={testId}
    />
  );
}
