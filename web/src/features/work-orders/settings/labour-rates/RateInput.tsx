import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActiveFarm } from '../../../../lib/farm/farmStore';
import type { InlineInputProps } from '../InlineEdit';

/** An hourly rate in the farm's currency; blank is a valid answer (no rate of its own). */
export function RateInput({
  value,
  onChange,
  onSubmit,
  status,
  placeholder,
  testId,
}: InlineInputProps<number | null> & { placeholder: string; testId: string }) {
  const { t } = useTranslation();
  const currency = useActiveFarm()?.currency;
  return (
    <InputNumber<number>
      value={value}
      status={status}
      autoFocus
      step={1}
      suffix={currency}
      placeholder={placeholder}
      aria-label={t('workOrders.settings.rates.hourlyRate')}
      onChange={(next) => onChange(next ?? null)}
      onPressEnter={onSubmit}
      style={{ width: 180 }}
      data-testid={testId}
    />
  );
}
