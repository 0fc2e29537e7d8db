// The dashboard's kept order counts (migrations 0029, 0030) against a count of the orders
// themselves, after every kind of change: orders added, started, held, completed, cancelled,
// reopened, re-prioritised and re-dated in bulk, deleted, changes rolled back,
// and folds of the deltas running between and beside writes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../gateway/src/db/client.js';
import { startTestGateway, type TestGateway } from './support/gateway.js';
import { FRM1, FRM2, FRM3, signInMaintenance } from './support/maintenance.js';
import { createOrder, newMachine, TRANSITIONS } from './support/work-orders.js';

let gateway: TestGateway;
let db: Db;
beforeAll(async () => {
  gateway = await startTestGateway();
  db = gateway.database.db;
});
afterAll(async () => {
  await gateway?.stop();
});

const rows = async (statement: ReturnType<typeof sql>) =>
  ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows.map((row) =>
    JSON.stringify(row),
  );

const OPEN = sql.raw(`('OPEN', 'IN_PROGRESS', 'ON_HOLD')`);

/** Open orders by farm, type and priority: as kept, and as counted from the orders. */
const openCounts = async () => ({
  kept: await rows(sql`SELECT farm_id, type, priority, sum(delta)::int AS n FROM work_order_open_counts
    GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3`),
  counted: await rows(sql`SELECT farm_id, type, priority, count(*)::int AS n FROM work_orders
    WHERE status IN ${OPEN} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
});

/** Open orders with a due date by farm, type and due date: as kept, and as counted from the orders. */
const dueCounts = async () => ({
  kept: await rows(sql`SELECT farm_id, type, due_date::text, sum(delta)::int AS n FROM work_order_open_due_counts
    GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3`),
  counted: await rows(sql`SELECT farm_id, type, due_date::text, count(*)::int AS n FROM work_orders
    WHERE status IN ${OPEN} AND due_date IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
});

/** Orders opened and completed by farm and week: as kept, and as counted from the orders. */
const weekCounts = async () => ({
  kept: await rows(sql`SELECT farm_id, week::text, sum(opened)::int AS opened, sum(completed)::int AS completed
    FROM work_order_week_counts GROUP BY 1, 2 HAVING sum(opened) <> 0 OR sum(completed) <> 0 ORDER BY 1, 2`),
  counted:
    await rows(sql`SELECT farm_id, week::text, sum(opened)::int AS opened, sum(completed)::int AS completed FROM (
      SELECT farm_id, work_order_week(created_at) AS week, 1 AS opened, 0 AS completed FROM work_orders
      UNION ALL
      SELECT farm_id, work_order_week(completed_at), 0, 1 FROM work_orders WHERE status = 'COMPLETED' AND completed_at IS NOT NULL
    ) AS orders GROUP BY 1, 2 ORDER BY 1, 2`),
});

async function expectExact(step: string) {
  const open = await openCounts();
  expect(open.kept, step).toEqual(open.counted);
  const due = await dueCounts();
  expect(due.kept, step).toEqual(due.counted);
  const weeks = await weekCounts();
  expect(weeks.kept, step).toEqual(weeks.counted);
}

const fold = () => db.execute(sql`SELECT work_order_counts_fold()`);

describe('the kept order counts', () => {
  it('equal the orders counted after the status changes people make', async () => {
    await expectExact('seeded');
    expect((await openCounts()).counted.length).toBeGreaterThan(0);
    const { admin } = await signInMaintenance(gateway);
    const machine = await newMachine(gateway, admin, FRM1);
    const orders = [];
    for (const priority of ['LOW', 'HIGH', 'URGENT'] as const)
      orders.push(await createOrder(gateway, admin, { farmId: FRM1, equipmentId: machine.id, priority }));
    await expectExact('created');
    const [a, b, c] = orders.map((order) => order.id);
    for (const [step, id] of [
      ['start', a],
      ['hold', a],
      ['start', b],
      ['complete', b],
      ['cancel', c],
      ['reopen', b],
      ['reopen', c],
    ] as const) {
      expect(await TRANSITIONS[step](gateway, id, admin)).toMatchObject({ status: 200 });
      await expectExact(`${step} ${id}`);
    }
    await fold();
    await expectExact('folded');
  });

  it('equal the orders counted after bulk changes, deletes, rollbacks and folds beside writes', async () => {
    await db.execute(sql`UPDATE work_orders SET priority = 'URGENT' WHERE farm_id = ${FRM2} AND priority = 'LOW'`);
    await expectExact('re-prioritised in bulk');
    await db.execute(sql`UPDATE work_orders SET status = 'COMPLETED', completed_at = now() - interval '9 days'
      WHERE farm_id = ${FRM2} AND status = 'IN_PROGRESS'`);
    await expectExact('completed in bulk, last week');
    await db.execute(sql`UPDATE work_orders SET created_at = created_at - interval '3 weeks' WHERE farm_id = ${FRM2}`);
    await expectExact('created earlier');
    await db.execute(sql`UPDATE work_orders SET due_date = due_date + 10 WHERE farm_id = ${FRM1}`);
    await db.execute(sql`UPDATE work_orders SET due_date = NULL WHERE farm_id = ${FRM2} AND priority = 'URGENT'`);
    await expectExact('due dates moved and cleared');
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE work_orders SET status = 'CANCELLED', cancel_reason = 'x' WHERE farm_id = ${FRM1}
          AND status IN ${OPEN}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectExact('rolled back');
    // Writers and folds at once: a fold never drops or doubles a delta.
    await Promise.all([
      fold(),
      db.execute(sql`UPDATE work_orders SET priority = 'MEDIUM' WHERE farm_id = ${FRM1} AND priority = 'HIGH'`),
      fold(),
      db.execute(sql`UPDATE work_orders SET status = 'ON_HOLD', hold_reason = 'parts' WHERE farm_id = ${FRM2}
        AND status = 'OPEN'`),
      fold(),
    ]);
    await expectExact('folded beside writes');
    await db.execute(sql`DELETE FROM work_orders w WHERE farm_id = ${FRM3}
      AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.farm_id = w.farm_id AND m.work_order_id = w.id)
      AND NOT EXISTS (SELECT 1 FROM work_orders c WHERE c.farm_id = w.farm_id AND c.parent_id = w.id)`);
    await expectExact('deleted');
    await fold();
    await expectExact('folded');
    const kept = (await db.execute(sql`SELECT count(*)::int AS n FROM work_order_open_counts`)) as unknown as {
      rows: { n: number }[];
    };
    // Folded: one row per farm, type and priority that has open orders.
    expect(kept.rows[0].n).toBe((await openCounts()).counted.length);
  });
});
