// Every date the app shows, written one way per language: the active i18next language picks
// the month names, order and clock (Intl, so Arabic and French read naturally). Nothing else
// in web/src formats dates (tests/web/formatBoundaries.test.ts checks).

type DateInput = string | number | Date;

const STYLES = {
  /** A day of a calendar's week or agenda, named: Mon 23 Nov. */
  weekday: { weekday: 'short', day: 'numeric', month: 'short' },
  /** A month of a calendar: November 2026. */
  monthYear: { month: 'long', year: 'numeric' },
  /** A clock time alone, the day being shown around it: a calendar's order starts at 8:00. */
  time: { hour: 'numeric', minute: '2-digit' },
  /** 23 Nov 2026 in the language's order: list columns, purchase dates, warranties. */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** A date and its time to the minute: readings, stock movements, audit entries. */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** Recent moments without the year, the spec's 'MMM dd, h:mm a' in English: notifications. */
  dayTime: { day: '2-digit', month: 'short', hour: 'numeric', minute: '2-digit' },
  /** A month's own name: a calendar's month picker. */
  month: { month: 'long' },
  /** A day of every year, without one: a plan's season (1 Jun – 31 Jul). */
  monthDay: { day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

// Building an Intl.DateTimeFormat costs far more than using one; tables format many rows.
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateStyle, locale: string): Intl.DateTimeFormat {
  const key = `${style} ${locale}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, STYLES[style])));
  return format;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (LocalDate, `2026-11-23`) is that day where the reader is, not UTC midnight. */
function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  const day = typeof value === 'string' ? LOCAL_DATE.exec(value) : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** `value` in `style` for `locale`; an unreadable value is shown as an em dash, never "Invalid Date". */
export function formatDateAs(style: DateStyle, value: DateInput, locale: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '—' : formatter(style, locale).format(date);
}

export const formatDate = (value: DateInput, locale: string) => formatDateAs('date', value, locale);
export const formatDateTime = (value: DateInput, locale: string) => formatDateAs('dateTime', value, locale);
export const formatDayTime = (value: DateInput, locale: string) => formatDateAs('dayTime', value, locale);

/** Largest first: how many seconds one of each unit is. A month and a year are averages. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];
const relativeCache = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago (or from now) `value` is, in the largest whole unit, as the language says it
 * ("5 minutes ago", "il y a 5 minutes", "yesterday"); under a minute is "now". Comments and
 * other recent events, where the age matters more than the clock.
 */
export function formatRelative(value: DateInput, locale: string, now: number = Date.now()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '—';
  let format = relativeCache.get(locale);
  if (!format) relativeCache.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  const seconds = (date.getTime() - now) / 1000;
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  // Under a minute reads as "now", not a count of seconds that is stale at once.
  return format.format(unit === 'second' ? 0 : Math.trunc(seconds / size), unit);
}

/** The name of month `month` (0 = January) in `locale`. */
export const formatMonth = (month: number, locale: string) => formatDateAs('month', new Date(2000, month, 1), locale);

/**
 * The first and last day of the `days` calendar days from `first` (a LocalDate) in `locale`,
 * without the year, e.g. ["Mar 2", "Mar 8"]: a week of the planning workload.
 */
export function formatDaySpan(first: string, days: number, locale: string): [string, string] {
  const start = toDate(first);
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + days - 1);
  return [formatDateAs('monthDay', start, locale), formatDateAs('monthDay', end, locale)];
}

/**
 * A day of every year written 'MM-DD' (a plan's season end) in `locale`, e.g. "1 Jun"; shown
 * in a leap year so that '02-29' stays the 29th.
 */
export function formatMonthDay(monthDay: string, locale: string): string {
  const [month, day] = monthDay.split('-').map(Number);
  return formatDateAs('monthDay', new Date(2000, month - 1, day), locale);
}
