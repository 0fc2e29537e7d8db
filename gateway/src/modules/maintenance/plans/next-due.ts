// The next due points of a page of plans (MaintenancePlan.nextDue, through a request's loader):
// one query for their machines with their farms' time zones and one for those machines'
// recent readings, whatever the page size.
import type { MaintenancePlanRow } from '../../../db/schema.js';
import { rowsPerKey } from '../../../lib/batched.js';
import { localToday } from './local-date.js';
import { dueOf, readingsFrom, toUsage } from './plan-schedule.js';
import type { PlanRepository } from './plans.repository.js';

/** Each plan's next due point as of `now` on its farm's day (null when nothing can fall due), in `plans` order. */
export async function nextDues(repository: PlanRepository, plans: readonly MaintenancePlanRow[], now = new Date()) {
  const machineIds = [...new Set(plans.map((plan) => plan.equipmentId))];
  const machines = await repository.machinesWithTimeZones(machineIds);
  const farmIds = [...new Set(machines.map(({ machine }) => machine.farmId))];
  const readings = await repository.readingsSince(repository.db, farmIds, machineIds, readingsFrom(now));
  const perMachine = new Map(
    rowsPerKey(machineIds, readings, (reading) => reading.equipmentId).map((rows, index) => [machineIds[index], rows]),
  );
  const byId = new Map(machines.map((row) => [row.machine.id, row]));
  return plans.map((plan) => {
    const found = byId.get(plan.equipmentId);
    if (!found) return null;
    const usage = toUsage(found.machine, perMachine.get(found.machine.id) ?? [], now, found.timeZone);
    const due = dueOf(plan, usage, localToday(found.timeZone, now));
    if (!due.key) return null;
    return {
      ...due.point,
      projectedDate: due.projection?.date ?? null,
      ratePerDay: due.projection?.ratePerDay ?? null,
      dueDate: due.dueDate,
      dueNow: due.dueNow,
      key: due.key,
    };
  });
}

export type NextDue = Awaited<ReturnType<typeof nextDues>>[number];
