import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeterUnit } from '../../../gql/graphql';

/** Numbers, dates and meter values in the user's language (Arabic keeps its own digits choice). */
export function useFormatters() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const number = (value: number) => numberFormat.format(value);
    return {
      number,
      money: (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value),
      date: (value: string) => dateFormat.format(new Date(value)),
      dateTime: (value: string) => dateTimeFormat.format(new Date(value)),
      meter: (value: number, unit: MeterUnit) =>
        unit === 'NONE' ? t('equipment.meterUnit.NONE') : `${number(value)} ${t(`equipment.unitShort.${unit}`)}`,
    };
  }, [locale, t]);
}
