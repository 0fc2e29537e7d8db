// Cost SQL: each movement and stopped labour entry of the farm's work orders at what it cost
// (work-orders/cost/cost-sql.ts, as an order's cost sums it), here by when it happened: a
// movement by its time, an entry by its start, in the farm's months.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { labourEntries, stockMovements } from '../../../db/schema.js';
import { labourEntryCost, movementCost } from '../work-orders/cost/cost-sql.js';
import type { EquipmentCategory } from './reports.mappers.js';
import { instant, ofMachines, rowsOf, type ReportScope } from './report-sql.js';

export interface CostRow {
  /** Which grouping the row is: 'month', 'machine', 'category' or 'total'. */
  grouping: 'month' | 'machine' | 'category' | 'total';
  month: string | null;
  equipmentId: string | null;
  code: string | null;
  name: string | null;
  purchaseCost: number | null;
  category: EquipmentCategory | null;
  parts: number;
  labour: number;
  minutes: number;
}

/**
 * Parts and labour costs of the filter's machines in the period, one row per movement or
 * entry: both kinds meet the orders in one join (the farm's orders hashed once, not twice).
 */
function costItems(scope: ReportScope) {
  const [start, end, zone] = [instant(scope.periodStart), instant(scope.periodEnd), scope.timeZone];
  return sql`SELECT w.equipment_id, i.month, i.parts, i.labour, i.minutes
    FROM (
      SELECT ${stockMovements.workOrderId} AS work_order_id,
        to_char(${stockMovements.createdAt} AT TIME ZONE ${zone}, 'YYYY-MM') AS month,
        ${movementCost} AS parts, 0::numeric AS labour, 0 AS minutes
      FROM ${stockMovements}
      WHERE ${stockMovements.farmId} = ${scope.farmId}::uuid AND ${stockMovements.workOrderId} IS NOT NULL
        AND ${stockMovements.createdAt} >= ${start} AND ${stockMovements.createdAt} < ${end}
      UNION ALL
      SELECT ${labourEntries.workOrderId}, to_char(${labourEntries.startedAt} AT TIME ZONE ${zone}, 'YYYY-MM'),
        0, ${labourEntryCost}, ${labourEntries.minutes}
      FROM ${labourEntries}
      WHERE ${labourEntries.farmId} = ${scope.farmId}::uuid AND ${labourEntries.minutes} IS NOT NULL
        AND ${labourEntries.startedAt} >= ${start} AND ${labourEntries.startedAt} < ${end}
    ) i
    JOIN work_orders w ON w.farm_id = ${scope.farmId}::uuid AND w.id = i.work_order_id
    WHERE ${ofMachines(scope)}`;
}

/** The cost by month, by machine, by category and in total: one pass (grouping sets). */
export function costs(db: Db, scope: ReportScope) {
  // GROUPING(month, machine, category) has a bit set for each column the row is not grouped by.
  return rowsOf<CostRow>(
    db,
    sql`SELECT CASE GROUPING(c.month, e.id, e.category)
        WHEN 3 THEN 'month' WHEN 5 THEN 'machine' WHEN 6 THEN 'category' ELSE 'total' END AS grouping,
      c.month, e.id AS "equipmentId", e.code, e.name, e.purchase_cost::float8 AS "purchaseCost", e.category,
      coalesce(sum(c.parts), 0)::float8 AS parts, coalesce(sum(c.labour), 0)::float8 AS labour,
      coalesce(sum(c.minutes), 0)::int AS minutes
    FROM (${costItems(scope)}) c JOIN equipment e ON e.id = c.equipment_id
    GROUP BY GROUPING SETS ((c.month), (e.id, e.code, e.name, e.purchase_cost), (e.category), ())`,
  );
}

/** Per type: orders completed in the period, and minutes of labour entries started in it. */
export function workByType(db: Db, scope: ReportScope) {
  const [start, end] = [instant(scope.periodStart), instant(scope.periodEnd)];
  return rowsOf<{ type: 'PREVENTIVE' | 'CORRECTIVE'; orders: number; minutes: number }>(
    db,
    sql`SELECT type, sum(orders)::int AS orders, sum(minutes)::int AS minutes FROM (
      SELECT w.type, count(*) AS orders, 0 AS minutes
      FROM work_orders w
      WHERE w.farm_id = ${scope.farmId}::uuid AND w.status = 'COMPLETED' AND ${ofMachines(scope)}
        AND w.completed_at >= ${start} AND w.completed_at < ${end}
      GROUP BY w.type
      UNION ALL
      SELECT w.type, 0, sum(l.minutes)
      FROM labour_entries l JOIN work_orders w ON w.farm_id = l.farm_id AND w.id = l.work_order_id
      WHERE l.farm_id = ${scope.farmId}::uuid AND l.minutes IS NOT NULL AND ${ofMachines(scope)}
        AND l.started_at >= ${start} AND l.started_at < ${end}
      GROUP BY w.type) t
    GROUP BY type`,
  );
}
