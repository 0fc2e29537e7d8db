// A plan row and its machine, read as the pure due computation's inputs (due.ts).
import type { EquipmentRow, MaintenancePlanRow } from '../../../db/schema.js';
import { rowsPerKey } from '../../../lib/batched.js';
import { computeDue, type LastDone, type MachineUsage, type PlanDue, type PlanSchedule } from './due.js';
import { parseDueKey } from './due-point.js';
import { localToday } from './local-date.js';
import { usageRate, type MeterReading } from './usage-rate.js';

/**
 * The point the next one counts from: the one skipped by a cancellation since the last
 * completion, else the last completion (a completion clears the skip).
 */
function lastClosed(plan: MaintenancePlanRow): LastDone | null {
  const [date, meter, key] = plan.skippedDate
    ? [plan.skippedDate, plan.skippedMeter, plan.skippedKey]
    : [plan.lastDoneDate, plan.lastDoneMeter, plan.lastDoneKey];
  return date ? { date, meter, served: key ? parseDueKey(key) : null } : null;
}

export function toSchedule(plan: MaintenancePlanRow): PlanSchedule {
  return {
    calendar: plan.calendarEvery && plan.calendarUnit ? { every: plan.calendarEvery, unit: plan.calendarUnit } : null,
    meter: plan.meterEvery ? { every: plan.meterEvery } : null,
    anchor: plan.anchor,
    startDate: plan.startDate,
    startMeter: plan.startMeter,
    season: plan.seasonStart && plan.seasonEnd ? { start: plan.seasonStart, end: plan.seasonEnd } : null,
    breakIn: plan.breakInDays || plan.breakInMeter ? { days: plan.breakInDays, meter: plan.breakInMeter } : null,
    leadDays: plan.leadDays,
    lastDone: lastClosed(plan),
  };
}

/** The machine's meter and pace; a machine without a meter has neither. */
export function toUsage(
  machine: EquipmentRow,
  readings: readonly MeterReading[],
  now: Date,
  timeZone: string,
): MachineUsage {
  if (machine.meterUnit === 'NONE') return { meter: null, ratePerDay: null };
  const last = readings.reduce<MeterReading | null>(
    (best, r) => (!best || new Date(r.readAt) > new Date(best.readAt) ? r : best),
    null,
  );
  return {
    meter: { value: machine.meterValue, readOn: localToday(timeZone, new Date(last?.readAt ?? machine.updatedAt)) },
    ratePerDay: usageRate(readings, now),
  };
}

/** How far back a machine's readings are read: usageRate's 60-day window and the reading before it. */
const READINGS_DAYS = 120;
export const readingsFrom = (now: Date) => new Date(now.getTime() - READINGS_DAYS * 86_400_000);

/** A reading of one of several machines read in one batch. */
export type MachineReading = MeterReading & { equipmentId: string };

/** Each machine's usage (toUsage), from one batch of readings of all of them. */
export function usagesOf(
  machines: readonly EquipmentRow[],
  readings: readonly MachineReading[],
  now: Date,
  timeZone: string,
): Map<string, MachineUsage> {
  const ids = machines.map((machine) => machine.id);
  const perMachine = rowsPerKey(ids, readings, (reading) => reading.equipmentId);
  return new Map(machines.map((machine, index) => [machine.id, toUsage(machine, perMachine[index], now, timeZone)]));
}

export const dueOf = (plan: MaintenancePlanRow, usage: MachineUsage, today: string): PlanDue =>
  computeDue(toSchedule(plan), usage, today);
