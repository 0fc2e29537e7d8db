// A farm's active plans with what their due points are computed from — their machines'
// usage and the farm's today — in three reads whatever the number of plans: the planning
// forecast and the recomputation of stored due dates (due-soon.ts) start here.
import type { EquipmentRow, MaintenancePlanRow } from '../../../db/schema.js';
import type { MachineUsage } from './due.js';
import { localToday, type LocalDate } from './local-date.js';
import { readingsFrom, usagesOf } from './plan-schedule.js';
import type { ActivePlanFilter, PlanRepository } from './plans.repository.js';

export interface ActivePlans {
  /** By title: active plans (not deleted, not paused) of machines that are not RETIRED. */
  rows: { plan: MaintenancePlanRow; machine: EquipmentRow }[];
  usages: Map<string, MachineUsage>;
  today: LocalDate;
}

export async function activePlansOf(
  repository: PlanRepository,
  farmId: string,
  filter: Omit<ActivePlanFilter, 'staleOn'> & { onlyStale?: boolean },
  now: Date,
): Promise<ActivePlans> {
  const { onlyStale, ...rest } = filter;
  const timeZone = await repository.timeZoneOf(farmId);
  const today = localToday(timeZone, now);
  const rows = await repository.activePlans(farmId, onlyStale ? { ...rest, staleOn: today } : rest);
  if (!rows.length) return { rows, usages: new Map(), today };
  const machines = [...new Map(rows.map(({ machine }) => [machine.id, machine])).values()];
  const ids = machines.map((machine) => machine.id);
  const readings = await repository.readingsSince(repository.db, [farmId], ids, readingsFrom(now));
  return { rows, usages: usagesOf(machines, readings, now, timeZone), today };
}
