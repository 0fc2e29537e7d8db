// An order's part lines' SQL: rows, the lines that still reserve stock, what an order's
// issues of a part cost, and the batched reads of the loaders. Stock itself changes only
// through the inventory service; rules, access checks and audit stay in the service.
import { and, asc, eq, getTableColumns, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import {
  spareParts,
  stockMovements,
  workOrderParts,
  type SparePartRow,
  type WorkOrderPartRow,
  type WorkOrderRow,
} from '../../../../db/schema.js';
import { movementCost } from '../cost/cost-sql.js';

type Order = Pick<WorkOrderRow, 'farmId' | 'id'>;
type Part = Pick<SparePartRow, 'farmId' | 'id'>;
export type NewWorkOrderPart = typeof workOrderParts.$inferInsert;

export class WorkOrderPartsRepository {
  constructor(readonly db: Db) {}

  async find(id: string, db: Db = this.db): Promise<WorkOrderPartRow | undefined> {
    const [row] = await db.select().from(workOrderParts).where(eq(workOrderParts.id, id));
    return row;
  }

  /** A part of the order's farm; undefined when the farm has no such part. */
  async partIn(tx: Db, farmId: string, partId: string): Promise<SparePartRow | undefined> {
    const [row] = await tx
      .select()
      .from(spareParts)
      .where(and(eq(spareParts.farmId, farmId), eq(spareParts.id, partId)));
    return row;
  }

  /** The order's line of a part, if the part is on it. */
  async lineOf(tx: Db, order: Order, partId: string): Promise<WorkOrderPartRow | undefined> {
    const [row] = await tx
      .select()
      .from(workOrderParts)
      .where(
        and(
          eq(workOrderParts.farmId, order.farmId),
          eq(workOrderParts.workOrderId, order.id),
          eq(workOrderParts.partId, partId),
        ),
      );
    return row;
  }

  async insert(tx: Db, values: NewWorkOrderPart): Promise<WorkOrderPartRow> {
    const [row] = await tx.insert(workOrderParts).values(values).returning();
    return row;
  }

  async update(tx: Db, id: string, values: Partial<NewWorkOrderPart>): Promise<WorkOrderPartRow> {
    const [row] = await tx
      .update(workOrderParts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(workOrderParts.id, id))
      .returning();
    return row;
  }

  async remove(tx: Db, id: string): Promise<void> {
    await tx.delete(workOrderParts).where(eq(workOrderParts.id, id));
  }

  /**
   * The order's lines that still reserve stock, by part id: releasing them locks parts in one
   * order whichever order closes, so two closings never wait on each other.
   */
  reservingLines(tx: Db, order: Order) {
    return tx
      .select({ line: workOrderParts, part: spareParts })
      .from(workOrderParts)
      .innerJoin(
        spareParts,
        and(eq(spareParts.farmId, workOrderParts.farmId), eq(spareParts.id, workOrderParts.partId)),
      )
      .where(
        and(
          eq(workOrderParts.farmId, order.farmId),
          eq(workOrderParts.workOrderId, order.id),
          gt(workOrderParts.reservedQuantity, 0),
        ),
      )
      .orderBy(asc(workOrderParts.partId));
  }

  /** What one unit of the part cost the order, on average over its issues (what a return is worth). */
  async issueCost(tx: Db, order: Order, partId: string): Promise<number | null> {
    const [row] = await tx
      .select({
        cost: sql<
          string | null
        >`round(sum(${stockMovements.quantity} * ${stockMovements.unitCost}) / nullif(sum(${stockMovements.quantity}), 0), 2)`,
      })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.farmId, order.farmId),
          eq(stockMovements.workOrderId, order.id),
          eq(stockMovements.partId, partId),
          eq(stockMovements.type, 'ISSUE'),
        ),
      );
    return row?.cost == null ? null : Number(row.cost);
  }

  // --- batched reads of the loaders -----------------------------------------------------

  /** The part lines of these orders, in the order they were added (by farm first: the index's order). */
  linesOf(orders: readonly Order[]) {
    return this.db
      .select()
      .from(workOrderParts)
      .where(
        and(
          inArray(workOrderParts.farmId, [...new Set(orders.map((order) => order.farmId))]),
          inArray(
            workOrderParts.workOrderId,
            orders.map((order) => order.id),
          ),
        ),
      )
      .orderBy(asc(workOrderParts.createdAt), asc(workOrderParts.id));
  }

  /**
   * The lines that still reserve each of these parts (only open orders' do), the oldest plan
   * first, at most `first` a part; by farm and part, the partial index of reservations.
   */
  reservationsOf(parts: readonly Part[], first: number) {
    const ranked = this.db
      .select({
        ...getTableColumns(workOrderParts),
        rank: sql<number>`row_number() over (partition by ${workOrderParts.partId} order by ${workOrderParts.createdAt}, ${workOrderParts.id})`.as(
          'rank',
        ),
      })
      .from(workOrderParts)
      .where(
        and(
          inArray(workOrderParts.farmId, [...new Set(parts.map((part) => part.farmId))]),
          inArray(
            workOrderParts.partId,
            parts.map((part) => part.id),
          ),
          gt(workOrderParts.reservedQuantity, 0),
        ),
      )
      .as('ranked');
    return this.db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, first))
      .orderBy(asc(ranked.partId), asc(ranked.createdAt), asc(ranked.id)) as unknown as Promise<WorkOrderPartRow[]>;
  }

  /** What each of these lines cost: its order's issues of its part less the returns, at movement cost. */
  async costsOf(lineIds: readonly string[]) {
    const rows = await this.db
      .select({
        id: workOrderParts.id,
        cost: sql<string>`coalesce(round(sum(${movementCost}), 2), 0)`,
      })
      .from(workOrderParts)
      .leftJoin(
        stockMovements,
        and(
          eq(stockMovements.farmId, workOrderParts.farmId),
          eq(stockMovements.workOrderId, workOrderParts.workOrderId),
          eq(stockMovements.partId, workOrderParts.partId),
        ),
      )
      .where(inArray(workOrderParts.id, [...lineIds]))
      .groupBy(workOrderParts.id);
    return rows.map((row) => ({ id: row.id, cost: Number(row.cost) }));
  }
}
