// The plans' scheduler: one PREVENTIVE order per plan and due point, whether it runs twice,
// twice at once, or on two gateways sharing a PostgreSQL server; a reading that crosses a due
// point opens the order at once; completion moves the plan on; a cancelled order skips its
// point, so the next one counts from the cancellation; deleting a plan keeps its orders.
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../gateway/src/app.js';
import { gql, SUITE_MODE, type GatewayAddress } from './support/gateway.js';
import { FRM1, expectData, maintenanceSuite } from './support/maintenance.js';
import { RecordMeterReadingMutation } from './support/maintenance-operations.js';
import { DeletePlanMutation, OrderPlanQuery, PlanQuery, createPlan, runScheduler } from './support/plans.js';
import { IDS, TRANSITIONS, newMachine } from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();

const today = () => dayjs.utc().format('YYYY-MM-DD');
const readPlan = async (id: string) =>
  expectData(await gql(gateway, PlanQuery, { id }, { token: tokens.manager })).maintenancePlan!;
const read = async (equipmentId: string, value: number) =>
  expectData(await gql(gateway, RecordMeterReadingMutation, { equipmentId, value }, { token: tokens.manager }));

/** A plan falling due today: every day since yesterday (the farm's day is UTC's). */
async function dueTodayPlan(title: string) {
  const machine = await newMachine(gateway, tokens.admin, FRM1);
  return createPlan(gateway, tokens.manager, FRM1, {
    equipmentId: machine.id,
    title,
    meterEvery: null,
    calendarEvery: 1,
    calendarUnit: 'DAY',
    startDate: dayjs.utc().subtract(1, 'day').format('YYYY-MM-DD'),
    checklist: ['Check the belts', 'Grease the joints'],
    defaultAssigneeId: IDS.tech,
    priority: 'HIGH',
    estimatedMinutes: 45,
  });
}

describe('the scheduler', () => {
  it('opens one order from the templates, however often and however concurrently it runs', async () => {
    const plan = await dueTodayPlan('Daily belts');
    const runs = await Promise.all([
      runScheduler(gateway, tokens.manager, FRM1),
      runScheduler(gateway, tokens.manager, FRM1),
      runScheduler(gateway, tokens.admin, FRM1),
    ]);
    const again = await runScheduler(gateway, tokens.manager, FRM1);
    const mine = [...runs, again].flatMap((run) => run.orders).filter((order) => order.planId === plan.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: 'PREVENTIVE',
      title: 'Daily belts',
      status: 'OPEN',
      dueDate: today(),
      plan: { id: plan.id },
      checklist: [{ text: 'Check the belts' }, { text: 'Grease the joints' }],
      assignees: [{ id: IDS.tech }],
    });
    expect((await readPlan(plan.id)).openOrder?.id).toBe(mine[0].id);
  });

  it('a cancelled order skips its point (not counted as done): the next counts from the cancellation; deleting the plan keeps the order', async () => {
    const plan = await dueTodayPlan('Daily filters');
    const [order] = (await runScheduler(gateway, tokens.manager, FRM1)).orders.filter((o) => o.planId === plan.id);
    expect(expectData(await TRANSITIONS.cancel(gateway, order.id, tokens.manager)).cancelWorkOrder.status).toBe(
      'CANCELLED',
    );
    const afterCancel = await readPlan(plan.id);
    const tomorrow = dayjs.utc().add(1, 'day').format('YYYY-MM-DD');
    expect(afterCancel).toMatchObject({
      lastDone: null,
      lastSkipped: { date: today(), key: `date:${today()}` },
      openOrder: null,
      nextDue: { date: tomorrow, dueNow: false },
    });
    const reruns = (await runScheduler(gateway, tokens.manager, FRM1)).orders.filter((o) => o.planId === plan.id);
    expect(reruns).toEqual([]);

    expectData(await gql(gateway, DeletePlanMutation, { id: plan.id }, { token: tokens.manager }));
    const kept = expectData(await gql(gateway, OrderPlanQuery, { id: order.id }, { token: tokens.manager })).workOrder;
    expect(kept).toMatchObject({ status: 'CANCELLED', planId: plan.id, plan: { id: plan.id, title: 'Daily filters' } });
  });

  it('a FLOATING meter plan whose order was cancelled opens the next one an interval after the cancellation; a completion clears the skip', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1, 100);
    const plan = await createPlan(gateway, tokens.manager, FRM1, { equipmentId: machine.id, title: 'Skipped 250 h' });
    await read(machine.id, 360);
    const first = (await readPlan(plan.id)).openOrder!;
    expectData(await TRANSITIONS.cancel(gateway, first.id, tokens.manager));
    expect(await readPlan(plan.id)).toMatchObject({
      lastDone: null,
      lastSkipped: { meter: 360, key: 'meter:350' },
      nextDue: { meter: 610, dueNow: false },
    });

    // Before the skip this plan kept computing 350 h, whose key stays taken: nothing ever opened again.
    await read(machine.id, 615);
    const second = (await readPlan(plan.id)).openOrder!;
    expect(second).not.toBeNull();
    expect(second.id).not.toBe(first.id);
    expectData(await TRANSITIONS.start(gateway, second.id, tokens.manager));
    expectData(await TRANSITIONS.complete(gateway, second.id, tokens.manager));
    expect(await readPlan(plan.id)).toMatchObject({
      lastDone: { meter: 615, key: 'meter:610' },
      lastSkipped: null,
      nextDue: { meter: 865 },
    });
  });

  it('a reading that crosses the due point opens exactly one order; completing it moves the plan on', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1, 100);
    const plan = await createPlan(gateway, tokens.manager, FRM1, { equipmentId: machine.id, title: '250 h service' });
    expect(plan.nextDue).toMatchObject({ meter: 350, dueNow: false });

    await read(machine.id, 200);
    expect((await readPlan(plan.id)).openOrder).toBeNull();
    // Past 350 h and, in the same jump, nowhere near 600 h: one order for 350 h.
    await read(machine.id, 360);
    const opened = (await readPlan(plan.id)).openOrder;
    expect(opened).not.toBeNull();
    await read(machine.id, 380);
    expect((await runScheduler(gateway, tokens.manager, FRM1)).orders.filter((o) => o.planId === plan.id)).toEqual([]);
    expect((await readPlan(plan.id)).openOrder?.id).toBe(opened!.id);

    expectData(await TRANSITIONS.start(gateway, opened!.id, tokens.manager));
    expectData(await TRANSITIONS.complete(gateway, opened!.id, tokens.manager));
    const moved = await readPlan(plan.id);
    expect(moved).toMatchObject({
      lastDone: { date: today(), meter: 380, key: 'meter:350' },
      openOrder: null,
      nextDue: { meter: 630, dueNow: false },
    });
  });
});

// Two gateways on one PostgreSQL server: the unique (plan, due key) and the plan's row lock are
// the database's, so both running at once still open one order.
describe.runIf(!!process.env.DATABASE_URL)('two gateways on one server', () => {
  let second: GatewayAddress & { stop(): Promise<void> };
  beforeAll(async () => {
    second = await startGateway({
      port: 0,
      databaseUrl: gateway.databaseUrl,
      seed: 'never',
      config: { nodeEnv: SUITE_MODE, host: '127.0.0.1', jwtSecret: gateway.jwtSecret, jobsEverySeconds: 0 },
      log: () => {},
    });
  });
  afterAll(async () => {
    await second?.stop();
  });

  it('running at once open one order', async () => {
    const plan = await dueTodayPlan('Daily chains');
    const runs = await Promise.all(
      [gateway, second, gateway, second].map((at) => runScheduler(at, tokens.manager, FRM1)),
    );
    const mine = runs.flatMap((run) => run.orders).filter((order) => order.planId === plan.id);
    expect(mine).toHaveLength(1);
  });
});
