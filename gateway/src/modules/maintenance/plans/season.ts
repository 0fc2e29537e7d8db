// A plan's season: the window of the year in which it may fall due, every year, e.g. pre-
// harvest checks from 1 June to 31 July, or a frost-protection pump from 1 November to the end
// of February (a window that wraps the year end). Both ends are included.
import type { LocalDate } from './local-date.js';

/** A day of every year, 'MM-DD' ('02-29' included: in other years it lies between 28 February and 1 March). */
export type MonthDay = string;

export interface Season {
  start: MonthDay;
  end: MonthDay;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A day that exists in some year, written 'MM-DD'. */
export function isMonthDay(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1];
}

const monthDayOf = (date: LocalDate): MonthDay => date.slice(5);

/**
 * Whether `date` lies in the season. Comparing 'MM-DD' text handles 29 February without a
 * leap-year test: a window ending '02-29' ends on the 28th in other years, and one starting
 * '02-29' starts on 1 March.
 */
export function inSeason(date: LocalDate, season: Season): boolean {
  const day = monthDayOf(date);
  return season.start <= season.end
    ? day >= season.start && day <= season.end
    : day >= season.start || day <= season.end;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The season's first day in `year` (1 March for a '02-29' start outside leap years). */
function startIn(year: number, season: Season): LocalDate {
  const yyyy = String(year).padStart(4, '0');
  if (season.start === '02-29' && !isLeap(year)) return `${yyyy}-03-01`;
  return `${yyyy}-${season.start}`;
}

/**
 * The first day on or after `date` inside the season: `date` itself when it is in, otherwise
 * the season's next start. Without a season every day is in.
 */
export function seasonAdjust(date: LocalDate, season: Season | null | undefined): LocalDate {
  if (!season || inSeason(date, season)) return date;
  const year = Number(date.slice(0, 4));
  const thisYear = startIn(year, season);
  return thisYear > date ? thisYear : startIn(year + 1, season);
}
