// How fast a machine's meter climbs, from its recent readings, and when it will reach a due
// value at that pace: what turns "every 250 h" into a date ("≈ 12 days at 4.1 h/day").
import { addDays, daysBetween, maxDate, type LocalDate } from './local-date.js';

export interface MeterReading {
  value: number;
  /** When it was read (a Date or ISO text). */
  readAt: Date | string;
}

export interface UsageRateOptions {
  /** The recent past the rate describes, in days (default 60). */
  windowDays?: number;
  /** Readings closer together than this (in days, default 1) say nothing steady about a pace. */
  minSpanDays?: number;
}

const DAY_MS = 86_400_000;

/**
 * Meter units per day over the last `windowDays` before `now`: the rise from the first to the
 * last reading over the time between them. The latest reading before the window counts as its
 * first, so a machine read once a month still has a pace. Null when the pace is unknown or nil:
 * no reading inside the window, readings less than `minSpanDays` apart, or a meter that did
 * not move. Readings after `now` and unreadable ones are ignored; order does not matter.
 */
export function usageRate(readings: readonly MeterReading[], now: Date, options: UsageRateOptions = {}): number | null {
  const windowDays = options.windowDays ?? 60;
  const minSpanDays = options.minSpanDays ?? 1;
  const end = now.getTime();
  const start = end - windowDays * DAY_MS;
  const timed = readings
    .map((reading) => ({ value: reading.value, at: new Date(reading.readAt).getTime() }))
    .filter((reading) => Number.isFinite(reading.at) && Number.isFinite(reading.value) && reading.at <= end)
    .sort((a, b) => a.at - b.at);
  const firstInside = timed.findIndex((reading) => reading.at >= start);
  if (firstInside < 0) return null;
  const first = timed[Math.max(0, firstInside - 1)];
  const last = timed[timed.length - 1];
  const spanDays = (last.at - first.at) / DAY_MS;
  if (spanDays < minSpanDays || spanDays <= 0) return null;
  const rate = (last.value - first.value) / spanDays;
  return rate > 0 ? rate : null;
}

/** The machine's meter as last read, and the farm day of that reading. */
export interface MeterState {
  value: number;
  readOn: LocalDate;
}

export interface MeterProjection {
  /** The day the meter reaches the value: today once it has. */
  date: LocalDate;
  /** Days from today to `date`. */
  days: number;
  /** The pace it was projected at (null when the value is already reached without a known pace). */
  ratePerDay: number | null;
}

// Floating-point division may land a hair above a whole number of days.
const EPSILON = 1e-9;

/**
 * When the meter reaches `target` at `ratePerDay`, counted from the day of the last reading;
 * never before today (a pace that says it should have arrived already means today). Null when
 * it is not reached yet and there is no pace to project with.
 */
export function projectMeterDate(
  target: number,
  meter: MeterState,
  ratePerDay: number | null,
  today: LocalDate,
): MeterProjection | null {
  if (meter.value >= target) return { date: today, days: 0, ratePerDay };
  if (ratePerDay == null || !(ratePerDay > 0)) return null;
  const date = maxDate(today, addDays(meter.readOn, Math.ceil((target - meter.value) / ratePerDay - EPSILON)));
  return { date, days: daysBetween(today, date), ratePerDay };
}

/**
 * The last meter value reached by the end of `date` at that pace: the meter itself when there
 * is no pace or the day is not after the reading. What a forecast assumes a service will find.
 */
export function meterOn(date: LocalDate, meter: MeterState, ratePerDay: number | null): number {
  const days = daysBetween(meter.readOn, date);
  return ratePerDay && days > 0 ? meter.value + ratePerDay * days : meter.value;
}
