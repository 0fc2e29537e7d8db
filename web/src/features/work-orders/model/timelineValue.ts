import type { TFunction } from 'i18next';
import { formatMinutes } from './duration';

interface Formatters {
  locale: string;
  date: (value: string) => string;
  dateTime: (value: string) => string;
}

/** Audited fields whose values are enums translated under workOrders.<group>. */
const ENUMS: Record<string, string> = {
  status: 'status',
  priority: 'priority',
  type: 'type',
  result: 'checklist.result',
};
const DATES = new Set(['dueDate']);
const TIMES = new Set(['scheduledStart', 'scheduledEnd', 'failureAt']);

/** Fields that hold an id: the entry says they changed; the page shows what they are now. */
export const isIdField = (field: string) => /Id$/.test(field);

/** Fields an entry's action already says all of (a photo's id: "Photo added"): not listed. */
export const isUnlistedField = (field: string) => field === 'photo';

/** One value of a timeline change, in the reader's language: enums translated, dates formatted, lists joined. */
export function timelineValue(field: string, value: unknown, t: TFunction, format: Formatters): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '—';
  if (typeof value === 'boolean') return t(value ? 'workOrders.yes' : 'workOrders.no');
  if (ENUMS[field]) return t(`workOrders.${ENUMS[field]}.${String(value)}`, { defaultValue: String(value) });
  if (typeof value === 'string' && DATES.has(field)) return format.date(value);
  if (typeof value === 'string' && TIMES.has(field)) return format.dateTime(value);
  if (field === 'estimatedMinutes' && typeof value === 'number') return formatMinutes(t, value, format.locale);
  if (typeof value === 'number')
    return new Intl.NumberFormat(format.locale, { maximumFractionDigits: 2 }).format(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
