// No N+1 on plans: a page of plans with their next due point (machine, readings, time zone),
// open order and its lateness, late count, last service and machine costs the same number of
// statements for 3 plans as for 12, on several machines. Counted on the gateway's own
// database handle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlRaw, startTestGateway, type TestGateway } from './support/gateway.js';
import { FRM1, signInMaintenance } from './support/maintenance.js';
import { createPlan, runScheduler } from './support/plans.js';
import { newMachine } from './support/work-orders.js';

let gateway: TestGateway;
let token: string;
beforeAll(async () => {
  gateway = await startTestGateway();
  token = (await signInMaintenance(gateway)).manager;
});
afterAll(async () => {
  await gateway?.stop();
});

const PLANS = `query Plans($farmId: ID!, $first: Int) {
  maintenancePlans(farmId: $farmId, first: $first) {
    edges { node { id nextDue { dueDate meter ratePerDay dueNow key } openOrder { id planLate } lastDone { date } lateCount equipment { code } } }
  }
}`;

/** The statements one answer of the page costs (its total is remembered after a first answer). */
async function statementsFor(first: number) {
  await gqlRaw(gateway, PLANS, { farmId: FRM1, first }, { token });
  const before = gateway.database.statementCount();
  const res = await gqlRaw(gateway, PLANS, { farmId: FRM1, first }, { token });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return { statements: gateway.database.statementCount() - before, edges: res.body.data.maintenancePlans.edges };
}

describe('a page of plans', () => {
  it('reads next due, open order, lateness, last service and machine in a fixed number of statements', async () => {
    for (let index = 0; index < 4; index += 1) {
      const machine = await newMachine(gateway, token, FRM1, 100 + index);
      for (const every of [50, 250, 500])
        // Titles that sort first, so both pages are this test's plans.
        await createPlan(gateway, token, FRM1, {
          equipmentId: machine.id,
          title: `0 batch ${index} ${every}`,
          meterEvery: every,
          startMeter: 0,
        });
    }
    // Every 50 h from 0 h is due on machines past 100 h: those plans get an open order.
    await runScheduler(gateway, token, FRM1);

    const small = await statementsFor(3);
    const large = await statementsFor(12);
    expect(large.edges).toHaveLength(12);
    expect(large.edges.filter((edge: { node: { openOrder: unknown } }) => edge.node.openOrder)).toHaveLength(4);
    expect(large.edges.every((edge: { node: { nextDue: { key: string } } }) => edge.node.nextDue.key)).toBe(true);
    expect(large.statements).toBe(small.statements);
    // The page, then machines, open orders and their lateness, late counts, and the due points'
    // machines with time zones and readings.
    expect(large.statements).toBeLessThanOrEqual(7);
  });
});
