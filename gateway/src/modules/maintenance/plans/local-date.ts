// Calendar dates of a farm's own calendar, as 'YYYY-MM-DD' text: the form PostgreSQL's date
// columns and the work orders' due dates already use. Plans fall due on days, not instants,
// so all their arithmetic is on these strings (through dayjs in UTC, which has no daylight
// saving to skip an hour or a day); an instant becomes a day only in the farm's time zone.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** A day of the farm's calendar, 'YYYY-MM-DD'. */
export type LocalDate = string;

export type CalendarUnit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

// Formatting is the slow part of Intl; the scheduler asks for the same few zones again and again.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format;
}

/**
 * The farm's date at the instant `now`, in the IANA `timeZone` (e.g. 'Africa/Casablanca').
 * Throws a RangeError for an unknown zone.
 */
export function localToday(timeZone: string, now: Date): LocalDate {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A real calendar date written 'YYYY-MM-DD'. */
export function isLocalDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs.utc(value).format('YYYY-MM-DD') === value;
}

const day = (date: LocalDate) => dayjs.utc(date);
const text = (date: dayjs.Dayjs): LocalDate => date.format('YYYY-MM-DD');

export function addDays(date: LocalDate, days: number): LocalDate {
  return text(day(date).add(days, 'day'));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return day(to).diff(day(from), 'day');
}

/**
 * `date` plus `count` units. Months and years end on the month's last day when the day does
 * not exist there: 31 January + 1 month is 28 (or 29) February, + 2 months is 31 March.
 */
export function addUnits(date: LocalDate, count: number, unit: CalendarUnit): LocalDate {
  const base = day(date);
  switch (unit) {
    case 'DAY':
      return text(base.add(count, 'day'));
    case 'WEEK':
      return text(base.add(count * 7, 'day'));
    case 'MONTH':
      return text(base.add(count, 'month'));
    case 'YEAR':
      // Through months, so that 29 February + 1 year is 28 February (dayjs agrees either way).
      return text(base.add(count * 12, 'month'));
  }
}

/** About how many `unit`s lie from `from` to `to`: a search's first guess, exact for days and weeks. */
export function unitsBetween(from: LocalDate, to: LocalDate, unit: CalendarUnit): number {
  switch (unit) {
    case 'DAY':
      return daysBetween(from, to);
    case 'WEEK':
      return Math.floor(daysBetween(from, to) / 7);
    case 'MONTH':
      return day(to).diff(day(from), 'month');
    case 'YEAR':
      return day(to).diff(day(from), 'month') / 12;
  }
}

export const maxDate = (a: LocalDate, b: LocalDate) => (a > b ? a : b);
export const minDate = (a: LocalDate, b: LocalDate) => (a < b ? a : b);
