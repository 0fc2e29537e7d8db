// Overdue orders: an open order past its due date tells its assignees, or the farm's managers
// when nobody is assigned, once. Each sweep claims a batch with one UPDATE … RETURNING in the
// transaction that writes the notices, so two gateways sweeping at once never notify twice
// and a failed sweep leaves its batch for the next one.
import { and, asc, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { equipment, workOrderAssignees, workOrders } from '../../../db/schema.js';
import { activeManagersOf } from '../../core/members/active-managers.js';
import { notifyOverdue } from './work-orders.notifications.js';

/** Orders claimed per transaction; the next sweep takes the rest. */
const BATCH = 200;

/** Notifies every order that became overdue before `today` (YYYY-MM-DD); returns how many. */
export async function sweepOverdue(db: Db, today: string): Promise<number> {
  let total = 0;
  for (let claimed = BATCH; claimed === BATCH; total += claimed) claimed = await sweepBatch(db, today);
  return total;
}

function sweepBatch(db: Db, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(
        and(
          isNull(workOrders.overdueNotifiedAt),
          isNotNull(workOrders.dueDate),
          lt(workOrders.dueDate, today),
          inArray(workOrders.status, ['OPEN', 'IN_PROGRESS', 'ON_HOLD']),
        ),
      )
      .orderBy(asc(workOrders.dueDate))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(workOrders)
      .set({ overdueNotifiedAt: sql`now()` })
      .where(inArray(workOrders.id, due))
      .returning();
    if (!claimed.length) return 0;
    const ids = claimed.map((order) => order.id);
    // One after the other: a transaction's statements share one connection.
    const machines = await tx
      .select({ id: equipment.id, code: equipment.code })
      .from(equipment)
      .where(
        inArray(
          equipment.id,
          claimed.map((order) => order.equipmentId),
        ),
      );
    const assignees = await tx.select().from(workOrderAssignees).where(inArray(workOrderAssignees.workOrderId, ids));
    const managers = await activeManagersOf(
      tx,
      claimed.map((order) => order.farmId),
    );
    for (const order of claimed) {
      const people = assignees.filter((row) => row.workOrderId === order.id).map((row) => row.userId);
      const recipients = people.length
        ? people
        : managers.filter((row) => row.farmId === order.farmId).map((row) => row.userId);
      const machine = machines.find((row) => row.id === order.equipmentId) ?? { code: '' };
      await notifyOverdue(tx, order, machine, recipients);
    }
    return claimed.length;
  });
}
