// The plans "due soon": the dashboard's tile and the plans list's dueWithinDays filter are
// this one set, so the tile's number is the list's total. It is read from the due dates kept
// on the plans (migration 0024): the plans of the farm marked stale since — changed, a
// reading of their machine, or computed on another day — are recomputed first, the others
// cost nothing, so a dashboard does not recompute 1,000 plans each time it is opened.
import { activePlansOf } from './active-plans.js';
import { addDays } from './local-date.js';
import { dueOf } from './plan-schedule.js';
import type { PlanRepository } from './plans.repository.js';

/** The dashboard tile's window: today and the 7 days after it. */
export const DUE_SOON_DAYS = 7;

/**
 * The ids of the farm's active plans (machine not RETIRED) whose next due date is at most
 * `days` days after the farm's today: overdue ones included (still to be done), and whether
 * or not their order is open already.
 */
export async function plansDueWithin(
  repository: PlanRepository,
  farmId: string,
  days: number,
  now = new Date(),
): Promise<string[]> {
  const { rows, usages, today } = await activePlansOf(repository, farmId, { onlyStale: true }, now);
  await repository.storeDueDates(
    today,
    rows.map(({ plan, machine }) => ({
      id: plan.id,
      version: plan.dueVersion,
      dueDate: dueOf(plan, usages.get(machine.id)!, today).dueDate,
    })),
  );
  return repository.dueBy(farmId, addDays(today, days));
}
