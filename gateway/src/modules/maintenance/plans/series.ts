// The points of a fixed schedule: origin + k × interval, for dates and for meter values. Each
// point is counted from the origin, never from the previous point, so a monthly schedule from
// 31 January keeps returning to the 31st (28 February, 31 March, 30 April …).
import { addUnits, unitsBetween, type CalendarUnit, type LocalDate } from './local-date.js';

/** Meter values are kept at the meter column's scale (numeric(12, 1)). */
export const roundMeter = (value: number) => Math.round(value * 10) / 10;

export interface DateSeries {
  origin: LocalDate;
  every: number;
  unit: CalendarUnit;
}

export const datePoint = (series: DateSeries, k: number): LocalDate =>
  addUnits(series.origin, k * series.every, series.unit);

/** The last k ≥ 0 whose point is on or before `date`; -1 when `date` is before the origin. */
export function dateIndexAtOrBefore(series: DateSeries, date: LocalDate): number {
  if (date < series.origin) return -1;
  // A first guess from the calendar difference, then a step or two to the exact index.
  let k = Math.max(0, Math.floor(unitsBetween(series.origin, date, series.unit) / series.every));
  while (k > 0 && datePoint(series, k) > date) k -= 1;
  while (datePoint(series, k + 1) <= date) k += 1;
  return k;
}

export interface MeterSeries {
  origin: number;
  every: number;
}

export const meterPoint = (series: MeterSeries, k: number): number => roundMeter(series.origin + k * series.every);

/** The last k ≥ 0 whose point is at or below `value`; -1 when `value` is below the origin. */
export function meterIndexAtOrBelow(series: MeterSeries, value: number): number {
  if (value < series.origin) return -1;
  let k = Math.floor((value - series.origin) / series.every);
  // Rounding may put the guess one off either way.
  while (k > 0 && meterPoint(series, k) > value) k -= 1;
  while (meterPoint(series, k + 1) <= value) k += 1;
  return k;
}
