import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format/useFormat';
import { planText } from './planText';

/** The reader's today as YYYY-MM-DD (local, not UTC: a projection counts the reader's days). */
function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Plans in words, in the reader's language (planText). */
export function usePlanText() {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => planText({ t, locale: format.locale, date: format.date, monthDay: format.monthDay, today: localToday() }),
    [t, format],
  );
}
