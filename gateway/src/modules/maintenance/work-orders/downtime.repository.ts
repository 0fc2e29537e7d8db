// Downtime periods' SQL: rows, an order's periods (for the overlap check) and the batched
// read of the loader.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { workOrderDowntime, type DowntimeRow } from '../../../db/schema.js';
import { anyOfIds, idsParam } from '../../../lib/batched.js';

export type NewDowntime = typeof workOrderDowntime.$inferInsert;

export class DowntimeRepository {
  /** The loader's statement, built once (see anyOfIds). */
  private readonly periodsOfOrders;

  constructor(readonly db: Db) {
    this.periodsOfOrders = db
      .select()
      .from(workOrderDowntime)
      .where(anyOfIds(workOrderDowntime.workOrderId))
      .orderBy(asc(workOrderDowntime.startedAt), asc(workOrderDowntime.id))
      .prepare('downtime_of_orders');
  }

  async find(id: string, db: Db = this.db): Promise<DowntimeRow | undefined> {
    const [row] = await db.select().from(workOrderDowntime).where(eq(workOrderDowntime.id, id));
    return row;
  }

  async insert(tx: Db, values: NewDowntime): Promise<DowntimeRow> {
    const [row] = await tx.insert(workOrderDowntime).values(values).returning();
    return row;
  }

  async update(tx: Db, id: string, values: Partial<NewDowntime>): Promise<DowntimeRow> {
    const [row] = await tx.update(workOrderDowntime).set(values).where(eq(workOrderDowntime.id, id)).returning();
    return row;
  }

  async remove(tx: Db, id: string): Promise<void> {
    await tx.delete(workOrderDowntime).where(eq(workOrderDowntime.id, id));
  }

  /** One order's periods (in the write's transaction). */
  ofOrder(tx: Db, order: { farmId: string; id: string }) {
    return tx
      .select()
      .from(workOrderDowntime)
      .where(and(eq(workOrderDowntime.farmId, order.farmId), eq(workOrderDowntime.workOrderId, order.id)));
  }

  /** The periods of these orders, oldest first. */
  periodsOf(orderIds: readonly string[]) {
    return this.periodsOfOrders.execute(idsParam(orderIds));
  }
}
