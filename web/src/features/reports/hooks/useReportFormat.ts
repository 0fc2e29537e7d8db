import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/formatMoney';

/**
 * The reports' numbers in the reader's language: hours and counts as the server rounds them
 * (0.01 h), shares as percentages with one decimal, money in the report's currency. An
 * absent figure (MTBF without failures) is an em dash.
 */
export function useReportFormat(currency: string) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const compact = new Intl.NumberFormat(locale, { notation: 'compact' });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const orDash = (format: (value: number) => string) => (value: number | null | undefined) =>
      value === null || value === undefined ? '—' : format(value);
    return {
      number: orDash((value) => number.format(value)),
      hours: orDash((value) => t('reports.units.hours', { value: number.format(value) })),
      percent: orDash((value) => percent.format(value)),
      money: orDash((value) => formatMoney(value, locale, currency)),
      /** An amount on a chart's axis: short, the currency being in the tooltip and the table. */
      compact: (value: number) => compact.format(value),
    };
  }, [locale, currency, t]);
}

export type ReportFormat = ReturnType<typeof useReportFormat>;
