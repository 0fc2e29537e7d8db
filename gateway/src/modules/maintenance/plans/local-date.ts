// Calendar dates of a farm's own calendar, as 'YYYY-MM-DD' text: the form PostgreSQL's date
// columns and the work orders' due dates already use. Plans fall due on days, not instants,
// so all their arithmetic is on these strings (through Date in UTC, which has no daylight
// saving to skip an hour or a day; plain arithmetic, as the scheduler and the planning
// forecast run it for every plan of a farm); an instant becomes a day only in the farm's
// time zone.

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

const DAY_MS = 86_400_000;

/** The date's first instant in UTC, in ms (setUTCFullYear: Date.UTC reads years below 100 as 19xx). */
function toMs(year: number, monthIndex: number, day: number): number {
  const at = new Date(0);
  at.setUTCFullYear(year, monthIndex, day);
  return at.getTime();
}

const parse = (date: LocalDate) => [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))];
const msOf = (date: LocalDate) => toMs(...(parse(date) as [number, number, number]));
const text = (ms: number): LocalDate => new Date(ms).toISOString().slice(0, 10);
const daysInMonth = (year: number, monthIndex: number) => new Date(toMs(year, monthIndex + 1, 0)).getUTCDate();

/** A real calendar date written 'YYYY-MM-DD'. */
export function isLocalDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && text(msOf(value)) === value;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return text(msOf(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((msOf(to) - msOf(from)) / DAY_MS);
}

/** `date` plus `count` months, on the month's last day when its day does not exist there. */
function addMonths(date: LocalDate, count: number): LocalDate {
  const [year, monthIndex, day] = parse(date);
  const months = year * 12 + monthIndex + count;
  const toYear = Math.floor(months / 12);
  const toMonth = months - toYear * 12;
  return text(toMs(toYear, toMonth, Math.min(day, daysInMonth(toYear, toMonth))));
}

/** Whole months from `from` to `to`, counted towards zero. */
function monthsBetween(from: LocalDate, to: LocalDate): number {
  const [fromYear, fromMonth] = parse(from);
  const [toYear, toMonth] = parse(to);
  const months = (toYear - fromYear) * 12 + toMonth - fromMonth;
  if (months > 0 && addMonths(from, months) > to) return months - 1;
  if (months < 0 && addMonths(from, months) < to) return months + 1;
  return months;
}

/**
 * `date` plus `count` units. Months and years end on the month's last day when the day does
 * not exist there: 31 January + 1 month is 28 (or 29) February, + 2 months is 31 March.
 */
export function addUnits(date: LocalDate, count: number, unit: CalendarUnit): LocalDate {
  switch (unit) {
    case 'DAY':
      return addDays(date, count);
    case 'WEEK':
      return addDays(date, count * 7);
    case 'MONTH':
      return addMonths(date, count);
    case 'YEAR':
      // Through months, so that 29 February + 1 year is 28 February.
      return addMonths(date, count * 12);
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
      return monthsBetween(from, to);
    case 'YEAR':
      return monthsBetween(from, to) / 12;
  }
}

export const maxDate = (a: LocalDate, b: LocalDate) => (a > b ? a : b);
export const minDate = (a: LocalDate, b: LocalDate) => (a < b ? a : b);
