// The plans "due soon": the dashboard's tile and the plans list's dueWithinDays filter are
// this one set, so the tile's number is the list's total.
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
  const { rows, usages, today } = await activePlansOf(repository, farmId, {}, now);
  const until = addDays(today, days);
  return rows
    .filter(({ plan, machine }) => {
      const { dueDate } = dueOf(plan, usages.get(machine.id)!, today);
      return dueDate != null && dueDate <= until;
    })
    .map(({ plan }) => plan.id);
}
