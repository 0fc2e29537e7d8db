// A plan's coming due points, for the planning calendar's forecast (e.g. the next 90 days):
// the next point, then the points after it on the assumption that each service is done on its
// due day (today, for one already overdue) with the meter it will have reached at its pace.
import { computeDue, type MachineUsage, type PlanSchedule } from './due.js';
import type { DuePoint } from './due-point.js';
import { maxDate, type LocalDate } from './local-date.js';
import { meterOn } from './usage-rate.js';

export interface ForecastPoint {
  point: DuePoint;
  key: string | null;
  /** The day it is expected due (before today for an overdue point). */
  dueDate: LocalDate;
}

/**
 * The plan's due points with a due day up to `until` (inclusive), in order, at most `limit`
 * (default 100: a daily plan over a quarter). A meter-only plan without a pace has no days to
 * forecast beyond a meter already reached.
 */
export function forecastDue(
  plan: PlanSchedule,
  machine: MachineUsage,
  today: LocalDate,
  until: LocalDate,
  limit = 100,
): ForecastPoint[] {
  const points: ForecastPoint[] = [];
  let state = plan;
  let usage = machine;
  let day = today;
  while (points.length < limit) {
    const due = computeDue(state, usage, day);
    if (due.dueDate == null || due.dueDate > until) break;
    points.push({ point: due.point, key: due.key, dueDate: due.dueDate });
    // The service as the forecast assumes it: on its day, with the meter of that day.
    day = maxDate(due.dueDate, day);
    const meter = usage.meter ? meterOn(day, usage.meter, usage.ratePerDay) : null;
    usage = { ...usage, meter: meter == null ? null : { value: meter, readOn: day } };
    // No lead time: the forecast wants each point's own day, not the day it will be opened.
    state = { ...state, leadDays: 0, lastDone: { date: day, meter, served: due.point } };
  }
  return points;
}
