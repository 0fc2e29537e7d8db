// When a preventive plan falls due: the pure heart of the scheduler, with no database.
//
//   computeDue(plan, machine, today) → PlanDue
//     plan     PlanSchedule: triggers, anchor, start, season, break-in, lead time, last done
//     machine  MachineUsage: the meter as last read and its pace (usageRate in usage-rate.ts)
//     today    the farm's date (localToday(timeZone, now) in local-date.ts)
//
// Triggers: `calendar` (every N days, weeks, months or years) and/or `meter` (every N meter
// units); with both, the service is due at whichever comes first.
// Anchor: FLOATING counts the next point from the last completion (its date and meter).
// FIXED keeps the schedule origin + k × interval from the plan's start (startDate, startMeter;
// a missing startMeter is 0): the next point is the first one after both the point last served
// and the day (or meter) of that service, so a late service does not shift the schedule and a
// service long overdue skips the points it has absorbed. The start itself is not a due point.
// Catching up: FIXED takes the LATEST point within reach (dates up to today + lead time, meter
// values up to the meter projected at that day), so a meter that jumps past two points, or a
// scheduler that was down for months, yields one point and one key, not one per point missed.
// Season: a day outside the window moves to the window's next start (season.ts). It applies
// to the calendar date and to the day a meter value is reached; meter values stay as they are.
// Break-in: while the plan has never been done (lastDone null) a break-in point (days and/or
// meter units after the start, whichever first) replaces the regular first point.
// Due now: the earlier of the calendar date and the meter's day (today once the meter reached
// its value, else projected at the machine's pace) minus the lead time is today or earlier.
// Late: isLate in due-point.ts. Forecast of the next points: forecastDue in forecast.ts.
//
// For the scheduler: open an order when dueNow and none is open for the plan, unique on
// (plan, key). A FIXED plan's key moves on to later points while time passes, so it is the
// "none open" check that keeps one order per plan, and the key that keeps one per point. On
// completion record lastDone = { date, meter at completion (the machine's current value when
// the order records none), served: parseDueKey(the order's key) }.
import { dueKey, type DuePoint } from './due-point.js';
import { addDays, addUnits, maxDate, minDate, type CalendarUnit, type LocalDate } from './local-date.js';
import { seasonAdjust, type Season } from './season.js';
import { datePoint, dateIndexAtOrBefore, meterIndexAtOrBelow, meterPoint, roundMeter } from './series.js';
import { meterOn, projectMeterDate, type MeterProjection, type MeterState } from './usage-rate.js';

export type Anchor = 'FLOATING' | 'FIXED';

export interface CalendarTrigger {
  /** A whole number ≥ 1. */
  every: number;
  unit: CalendarUnit;
}

export interface MeterTrigger {
  /** Meter units (the machine's: hours or km), > 0. */
  every: number;
}

export interface BreakIn {
  /** Days after startDate. */
  days?: number | null;
  /** Meter units after startMeter. */
  meter?: number | null;
}

/** The last point closed: served by a completed order, or skipped by cancelling its order. */
export interface LastDone {
  /** The day the service was completed (or its order cancelled). */
  date: LocalDate;
  /** The meter at completion (null for a machine without a meter). */
  meter: number | null;
  /** The due point that service was for (parseDueKey of its order's key); null when unknown. */
  served: DuePoint | null;
}

export interface PlanSchedule {
  calendar: CalendarTrigger | null;
  meter: MeterTrigger | null;
  anchor: Anchor;
  startDate: LocalDate;
  startMeter: number | null;
  season: Season | null;
  breakIn: BreakIn | null;
  /** Days before the due day at which the plan falls due (the order is opened). */
  leadDays: number;
  lastDone: LastDone | null;
}

export interface MachineUsage {
  /** The meter as last read; null for a machine without one. */
  meter: MeterState | null;
  /** Meter units per day (usageRate), null when unknown. */
  ratePerDay: number | null;
}

export interface PlanDue {
  /** The point the next service is due at. */
  point: DuePoint;
  /** dueKey(point): what the scheduler keys the order with. Null when nothing can fall due. */
  key: string | null;
  /** When the meter side is reached: today once reached, else projected (in the season). */
  meterDate: LocalDate | null;
  /** The raw projection for display ("≈ 12 days at 4.1 h/day"); null without a pace. */
  projection: MeterProjection | null;
  /** The earlier of point.date and meterDate: the order's due date. */
  dueDate: LocalDate | null;
  /** dueDate − leadDays ≤ today: the scheduler opens an order now. */
  dueNow: boolean;
}

function assertValid(plan: PlanSchedule): void {
  const bad =
    (plan.calendar && !(Number.isInteger(plan.calendar.every) && plan.calendar.every >= 1)) ||
    (plan.meter && !(plan.meter.every > 0)) ||
    !(Number.isInteger(plan.leadDays) && plan.leadDays >= 0);
  if (bad)
    throw new RangeError(
      'A plan needs whole positive calendar intervals, positive meter intervals and a lead time ≥ 0',
    );
}

/** The calendar side of the next regular point. */
function calendarDate(plan: PlanSchedule, horizon: LocalDate): LocalDate | null {
  const trigger = plan.calendar;
  if (!trigger) return null;
  const last = plan.lastDone;
  if (plan.anchor === 'FLOATING')
    return seasonAdjust(addUnits(last?.date ?? plan.startDate, trigger.every, trigger.unit), plan.season);
  const series = { origin: plan.startDate, ...trigger };
  const after = last ? maxDate(last.date, last.served?.date ?? last.date) : plan.startDate;
  const first = Math.max(1, dateIndexAtOrBefore(series, after) + 1);
  // The latest point within reach once moved into the season; points before it are absorbed.
  let k = dateIndexAtOrBefore(series, horizon);
  while (k >= first && seasonAdjust(datePoint(series, k), plan.season) > horizon) k -= 1;
  return seasonAdjust(datePoint(series, Math.max(k, first)), plan.season);
}

/** The meter side of the next regular point. */
function meterValue(plan: PlanSchedule, machine: MachineUsage, horizon: LocalDate): number | null {
  const trigger = plan.meter;
  if (!trigger) return null;
  const last = plan.lastDone;
  if (plan.anchor === 'FLOATING') {
    const base = last ? last.meter : plan.startMeter;
    return base == null ? null : roundMeter(base + trigger.every);
  }
  const series = { origin: plan.startMeter ?? 0, every: trigger.every };
  const done = [last?.meter, last?.served?.meter].filter((value): value is number => value != null);
  const after = done.length ? Math.max(...done) : series.origin;
  const first = Math.max(1, meterIndexAtOrBelow(series, after) + 1);
  const reach = machine.meter ? meterOn(horizon, machine.meter, machine.ratePerDay) : -Infinity;
  return meterPoint(series, Math.max(first, meterIndexAtOrBelow(series, reach)));
}

function nextPoint(plan: PlanSchedule, machine: MachineUsage, horizon: LocalDate): DuePoint {
  const breakIn = plan.breakIn;
  if (!plan.lastDone && breakIn && (breakIn.days != null || breakIn.meter != null))
    return {
      date: breakIn.days == null ? null : seasonAdjust(addDays(plan.startDate, breakIn.days), plan.season),
      meter: breakIn.meter == null ? null : roundMeter((plan.startMeter ?? 0) + breakIn.meter),
      breakIn: true,
    };
  return { date: calendarDate(plan, horizon), meter: meterValue(plan, machine, horizon), breakIn: false };
}

/** The plan's next due point as of `today` (see the file header for the rules). */
export function computeDue(plan: PlanSchedule, machine: MachineUsage, today: LocalDate): PlanDue {
  assertValid(plan);
  const horizon = addDays(today, plan.leadDays);
  const point = nextPoint(plan, machine, horizon);
  const projection =
    point.meter != null && machine.meter
      ? projectMeterDate(point.meter, machine.meter, machine.ratePerDay, today)
      : null;
  const meterDate = projection ? seasonAdjust(projection.date, plan.season) : null;
  const dates = [point.date, meterDate].filter((date): date is LocalDate => date != null);
  const dueDate = dates.length ? dates.reduce(minDate) : null;
  return { point, key: dueKey(point), meterDate, projection, dueDate, dueNow: dueDate != null && dueDate <= horizon };
}
