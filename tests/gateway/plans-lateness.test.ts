// Lateness for PM compliance: an order a plan opened is late when its due point's day passes
// while it is open (still open, or completed or cancelled after that day), measured against
// the day recorded when it was opened, which editing the order's due date does not move.
// The scheduler runs on a fixed clock 20 days back to open orders whose day has passed.
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildServices } from '../../gateway/src/app.js';
import { loadConfig } from '../../gateway/src/config.js';
import { createListCounts } from '../../gateway/src/lib/list-counts.js';
import { ListPages } from '../../gateway/src/lib/list-page.js';
import { RateLimits } from '../../gateway/src/lib/rate-limits.js';
import type { Services } from '../../gateway/src/modules/kit/context.js';
import { graphql } from './__generated__';
import { gql } from './support/gateway.js';
import { FRM1, expectData, maintenanceSuite } from './support/maintenance.js';
import { createPlan } from './support/plans.js';
import { TRANSITIONS, UpdateWorkOrderMutation, createOrder, newMachine } from './support/work-orders.js';

const LatenessQuery = graphql(`
  query TestPlanLateness($orderId: ID!, $planId: ID!) {
    workOrder(id: $orderId) {
      id
      status
      dueDate
      planDueDate
      planLate
    }
    maintenancePlan(id: $planId) {
      lateCount
    }
  }
`);

const { gateway, tokens } = maintenanceSuite();
/** The gateway's services over its own database: the scheduler on a clock of the test's. */
let services: Services;

beforeAll(async () => {
  const { database } = gateway;
  services = buildServices({
    database,
    // Its token service wants a secret: the gateway's.
    config: { ...loadConfig(), jwtSecret: gateway.jwtSecret },
    lists: new ListPages(database, createListCounts(0)),
    rateLimits: new RateLimits(database),
    log: () => {},
  });
});

const day = (offset: number) => dayjs.utc().add(offset, 'day').format('YYYY-MM-DD');

/**
 * A daily plan on a machine of its own, its order opened by the scheduler at `clockDays` from
 * now: from 22 days back, at 20 days back it is due the day before (21 days back). With a
 * 5-day lead time now, every 10 days from a week back, it is due in 3 days.
 */
async function openedOrder(clockDays: number) {
  const machine = await newMachine(gateway, tokens.admin, FRM1);
  const base = { equipmentId: machine.id, meterEvery: null, calendarUnit: 'DAY' as const };
  const plan = await createPlan(gateway, tokens.manager, FRM1, {
    ...base,
    ...(clockDays < 0
      ? { calendarEvery: 1, startDate: day(-22) }
      : { calendarEvery: 10, startDate: day(-7), leadDays: 5 }),
  });
  const now = dayjs.utc().add(clockDays, 'day').toDate();
  const [order] = await services.plans.scheduler.runFarm(FRM1, null, now, machine.id);
  return { plan, order };
}

const lateness = async (orderId: string, planId: string) =>
  expectData(await gql(gateway, LatenessQuery, { orderId, planId }, { token: tokens.tech }));

const complete = async (id: string) => {
  expectData(await TRANSITIONS.start(gateway, id, tokens.manager));
  expectData(await TRANSITIONS.complete(gateway, id, tokens.manager));
};

describe('PM lateness', () => {
  it("counts an order late once its point's day passed while it was open, whatever its due date became", async () => {
    const openLate = await openedOrder(-20);
    expect(await lateness(openLate.order.id, openLate.plan.id)).toEqual({
      workOrder: { id: openLate.order.id, status: 'OPEN', dueDate: day(-21), planDueDate: day(-21), planLate: true },
      maintenancePlan: { lateCount: 1 },
    });
    // Moving the due date later does not excuse it.
    expectData(
      await gql(
        gateway,
        UpdateWorkOrderMutation,
        { id: openLate.order.id, input: { dueDate: day(30) } },
        { token: tokens.manager },
      ),
    );
    expect((await lateness(openLate.order.id, openLate.plan.id)).workOrder).toMatchObject({
      dueDate: day(30),
      planDueDate: day(-21),
      planLate: true,
    });

    const completedLate = await openedOrder(-20);
    await complete(completedLate.order.id);
    expect(await lateness(completedLate.order.id, completedLate.plan.id)).toMatchObject({
      workOrder: { status: 'COMPLETED', planLate: true },
      maintenancePlan: { lateCount: 1 },
    });

    const cancelledLate = await openedOrder(-20);
    expectData(await TRANSITIONS.cancel(gateway, cancelledLate.order.id, tokens.manager));
    expect((await lateness(cancelledLate.order.id, cancelledLate.plan.id)).workOrder?.planLate).toBe(true);
  });

  it('an order within its day is not late, open or completed; an order no plan opened has no lateness', async () => {
    const openOnTime = await openedOrder(0);
    expect(await lateness(openOnTime.order.id, openOnTime.plan.id)).toEqual({
      workOrder: { id: openOnTime.order.id, status: 'OPEN', dueDate: day(3), planDueDate: day(3), planLate: false },
      maintenancePlan: { lateCount: 0 },
    });
    const completedOnTime = await openedOrder(0);
    await complete(completedOnTime.order.id);
    expect(await lateness(completedOnTime.order.id, completedOnTime.plan.id)).toMatchObject({
      workOrder: { status: 'COMPLETED', planLate: false },
      maintenancePlan: { lateCount: 0 },
    });

    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const manual = await createOrder(gateway, tokens.manager, {
      farmId: FRM1,
      equipmentId: machine.id,
      dueDate: day(-5),
    });
    expect((await lateness(manual.id, openOnTime.plan.id)).workOrder).toMatchObject({
      planDueDate: null,
      planLate: null,
    });
  });
});
