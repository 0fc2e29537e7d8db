// What orders cost, as SQL aggregates (which reports reuse): parts at movement cost (what was
// issued to the order less what came back) and labour at the rate copied onto each entry.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import { farms, labourEntries, stockMovements, workOrders } from '../../../../db/schema.js';
import { labourEntryCost, movementCost } from './cost-sql.js';
import type { WorkOrderCostModel } from './work-order-cost.mappers.js';

const cents = (value: string | number) => Math.round(Number(value) * 100) / 100;

export class WorkOrderCostRepository {
  constructor(readonly db: Db) {}

  /** Each order's cost; a running timer counts once it is stopped. */
  async costsOf(orderIds: readonly string[]): Promise<(WorkOrderCostModel & { id: string })[]> {
    const parts = sql<string>`coalesce((
      SELECT sum(${movementCost}) FROM ${stockMovements}
      WHERE ${stockMovements.farmId} = ${workOrders.farmId} AND ${stockMovements.workOrderId} = ${workOrders.id}), 0)`;
    const labour = sql<string>`coalesce((
      SELECT sum(${labourEntryCost}) FROM ${labourEntries}
      WHERE ${labourEntries.farmId} = ${workOrders.farmId} AND ${labourEntries.workOrderId} = ${workOrders.id}
        AND ${labourEntries.minutes} IS NOT NULL), 0)`;
    const rows = await this.db
      .select({ id: workOrders.id, currency: farms.currency, parts, labour })
      .from(workOrders)
      .innerJoin(farms, sql`${farms.id} = ${workOrders.farmId}`)
      .where(inArray(workOrders.id, [...orderIds]));
    return rows.map((row) => {
      const [partsCost, labourCost] = [cents(row.parts), cents(row.labour)];
      return {
        id: row.id,
        currency: row.currency,
        parts: partsCost,
        labour: labourCost,
        total: cents(partsCost + labourCost),
      };
    });
  }
}
