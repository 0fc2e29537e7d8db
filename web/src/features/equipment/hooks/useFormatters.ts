import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeterUnit } from '../../../__generated__/graphql';
import { useFormat } from '../../../lib/format/useFormat';

/**
 * The app's formatters (lib/format: dates, money in the farm's currency) plus the numbers
 * and meter values of machines, in the user's language.
 */
export function useFormatters() {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const numberFormat = new Intl.NumberFormat(format.locale, { maximumFractionDigits: 1 });
    const number = (value: number) => numberFormat.format(value);
    return {
      ...format,
      number,
      meter: (value: number, unit: MeterUnit) =>
        unit === 'NONE' ? t('equipment.meterUnit.NONE') : `${number(value)} ${t(`equipment.unitShort.${unit}`)}`,
    };
  }, [format, t]);
}
