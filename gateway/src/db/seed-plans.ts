// Loads fixtures/plans.json: the demo farms' preventive plans, each with its CREATE audit
// entry, and which past services (PREVENTIVE orders of work-orders.json) each plan made, with
// the due point they served; seedWorkOrders stores those with the orders. Offsets become days
// and instants before the seeding moment, as the history's do, so the plans' last services
// and next due points move with it: the scheduler, run right after, opens only what is due
// by then. The farms' days are UTC (the demo farms keep the default time zone).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { diff } from '../modules/core/audit/audit.service.js';
import { dueKey } from '../modules/maintenance/plans/due-point.js';
import { PLAN_AUDITED_FIELDS } from '../modules/maintenance/plans/plans.schemas.js';
import type { Db } from './client.js';
import { auditLog, maintenancePlans } from './schema.js';
import { insertAll, type PlanLink } from './seed-work-orders.js';

const FIXTURES = fileURLToPath(new URL('../../../fixtures/plans.json', import.meta.url));

type Offset = { minutesAgo: number };
type DaysAgo = { daysAgo: number };
/** The point a past service was due at: its day and, for a plan counting hours or km, the meter then. */
interface DueFixture {
  date: DaysAgo;
  meter: number | null;
}
type PlanFixture = Omit<
  typeof maintenancePlans.$inferInsert,
  'farmId' | 'startDate' | 'lastDoneDate' | 'lastDoneMeter' | 'lastDoneKey' | 'createdAt'
> & {
  id: string;
  /** A season's plan starts on the latest season start on or before the seeding day. */
  startDate: DaysAgo | { monthDayOnOrBefore: string };
  /** The latest of its services completed: when, the meter then, the point it served. */
  lastDone: { at: Offset; meter: number | null; due: DueFixture } | null;
  /** Null: the first minute of its start day. */
  createdAt: Offset | null;
};
export interface FarmPlansFixture {
  farmId: string;
  plans: PlanFixture[];
  links: { workOrderId: string; planId: string; due: DueFixture }[];
}

export const loadPlanFixtures = (): FarmPlansFixture[] => JSON.parse(readFileSync(FIXTURES, 'utf8'));

export type NewPlan = typeof maintenancePlans.$inferInsert;

/** The plans' rows and the past services' links, as of `now` (ms). */
export function planRows(now: number, farms = loadPlanFixtures()): { plans: NewPlan[]; links: Map<string, PlanLink> } {
  const dayOf = (instant: number) => new Date(instant).toISOString().slice(0, 10);
  const today = dayOf(now);
  const daysAgo = ({ daysAgo: days }: DaysAgo) => dayOf(now - days * 86_400_000);
  const onOrBefore = (monthDay: string) => {
    const year = Number(today.slice(0, 4));
    return `${year}-${monthDay}` <= today ? `${year}-${monthDay}` : `${year - 1}-${monthDay}`;
  };
  const keyOf = (due: DueFixture) => dueKey({ date: daysAgo(due.date), meter: due.meter, breakIn: false })!;
  const links = new Map<string, PlanLink>();
  const plans = farms.flatMap(({ farmId, plans: fixtures, links: served }) => {
    for (const { workOrderId, planId, due } of served) links.set(workOrderId, { planId, planDueKey: keyOf(due) });
    return fixtures.map(({ startDate, lastDone, createdAt, ...plan }): NewPlan => {
      const start = 'daysAgo' in startDate ? daysAgo(startDate) : onOrBefore(startDate.monthDayOnOrBefore);
      return {
        ...plan,
        farmId,
        startDate: start,
        lastDoneDate: lastDone && dayOf(now - lastDone.at.minutesAgo * 60_000),
        lastDoneMeter: lastDone?.meter ?? null,
        lastDoneKey: lastDone && keyOf(lastDone.due),
        createdAt: createdAt ? new Date(now - createdAt.minutesAgo * 60_000) : new Date(`${start}T00:00:00Z`),
      };
    });
  });
  return { plans, links };
}

/** Inserts the plans and their CREATE entries; returns the links for seedWorkOrders. */
export async function seedPlans(tx: Db, now: number): Promise<Map<string, PlanLink>> {
  const { plans, links } = planRows(now);
  const at = (plan: NewPlan) => plan.createdAt!;
  await insertAll(
    tx,
    maintenancePlans,
    plans.map((plan) => ({ ...plan, updatedAt: at(plan) })),
  );
  await insertAll(
    tx,
    auditLog,
    plans.map((plan) => ({
      farmId: plan.farmId,
      entityType: 'maintenance_plan',
      entityId: plan.id,
      action: 'CREATE',
      actorId: plan.createdBy,
      changes: diff({}, plan, PLAN_AUDITED_FIELDS),
      createdAt: at(plan),
    })),
  );
  return links;
}
