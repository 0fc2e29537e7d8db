import type { TFunction } from 'i18next';

/** Minutes as "45 min", "3 h" or "2 h 30 min" in the reader's language. */
export function formatMinutes(t: TFunction, total: number, locale: string): string {
  const number = new Intl.NumberFormat(locale);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const values = { hours: number.format(hours), minutes: number.format(minutes) };
  if (!hours) return t('workOrders.duration.minutes', values);
  return t(minutes ? 'workOrders.duration.both' : 'workOrders.duration.hours', values);
}
