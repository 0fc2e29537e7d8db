// Parts SQL: what left the store in the period (issues less returns) per part, and the
// store's value over the period rebuilt from the stock ledger.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { instant, machineFilter, rowsOf, type ReportScope } from './report-sql.js';

export interface ConsumptionRow {
  partId: string;
  partNumber: string;
  name: string;
  unit: string;
  issued: number;
  returned: number;
  issuedValue: number;
  returnedValue: number;
  /** Over every part of the period, not only those listed. */
  parts: number;
  totalIssued: number;
  totalReturned: number;
}

/** The `top` parts by net value (issued less returned), with the totals over all parts. */
export function consumption(db: Db, scope: ReportScope, top: number) {
  const filtered = Boolean(scope.equipmentId || scope.category);
  // Filtered by machine: only the movements of those machines' orders can say which machine.
  const machines = filtered
    ? sql`JOIN work_orders w ON w.id = m.work_order_id JOIN equipment e ON e.id = w.equipment_id AND ${machineFilter(scope)}`
    : sql``;
  // A movement recorded without a cost (older data) is valued at the part's unit cost today.
  const cost = sql`coalesce(m.unit_cost, p.unit_cost)`;
  return rowsOf<ConsumptionRow>(
    db,
    sql`SELECT p.id AS "partId", p.part_number AS "partNumber", p.name, p.unit,
      coalesce(sum(-m.quantity) FILTER (WHERE m.type = 'ISSUE'), 0)::float8 AS issued,
      coalesce(sum(m.quantity) FILTER (WHERE m.type = 'RETURN'), 0)::float8 AS returned,
      coalesce(sum(-m.quantity * ${cost}) FILTER (WHERE m.type = 'ISSUE'), 0)::float8 AS "issuedValue",
      coalesce(sum(m.quantity * ${cost}) FILTER (WHERE m.type = 'RETURN'), 0)::float8 AS "returnedValue",
      (count(*) OVER ())::int AS parts,
      coalesce(sum(sum(-m.quantity * ${cost}) FILTER (WHERE m.type = 'ISSUE')) OVER (), 0)::float8 AS "totalIssued",
      coalesce(sum(sum(m.quantity * ${cost}) FILTER (WHERE m.type = 'RETURN')) OVER (), 0)::float8 AS "totalReturned"
    FROM stock_movements m JOIN spare_parts p ON p.id = m.part_id ${machines}
    WHERE m.farm_id = ${scope.farmId}::uuid AND m.type IN ('ISSUE', 'RETURN')
      AND m.created_at >= ${instant(scope.periodStart)} AND m.created_at < ${instant(scope.periodEnd)}
    GROUP BY p.id
    ORDER BY sum(-m.quantity * ${cost}) DESC, p.part_number
    LIMIT ${top}`,
  );
}

/**
 * The store's value at the period's start ('opening') and at the end of each of its months:
 * today's value (Σ on hand × unit cost) less the movements made since that instant, each at
 * its part's unit cost today. Movements are summed once per month they fell in ('9999-12'
 * for those after the period), and each point subtracts the months after its own.
 */
export function stockValue(db: Db, scope: ReportScope) {
  const [start, end, zone] = [instant(scope.periodStart), instant(scope.periodEnd), scope.timeZone];
  return rowsOf<{ month: string; at: number; value: number }>(
    db,
    sql`WITH months AS (
      SELECT to_char(d, 'YYYY-MM') AS month, least((d + interval '1 month') AT TIME ZONE ${zone}, ${end}) AS at
      FROM generate_series(date_trunc('month', ${scope.from}::date)::timestamp, ${scope.to}::date::timestamp,
        interval '1 month') d),
    today AS (
      SELECT coalesce(sum(quantity_on_hand * unit_cost), 0) AS value FROM spare_parts WHERE farm_id = ${scope.farmId}::uuid),
    moved AS (
      SELECT CASE WHEN m.created_at >= ${end} THEN '9999-12'
          ELSE to_char(m.created_at AT TIME ZONE ${zone}, 'YYYY-MM') END AS month,
        sum(m.quantity * p.unit_cost) AS value
      FROM stock_movements m JOIN spare_parts p ON p.id = m.part_id
      WHERE m.farm_id = ${scope.farmId}::uuid AND m.created_at >= ${start}
      GROUP BY 1)
    SELECT 0 AS place, 'opening' AS month, (extract(epoch FROM ${start}) * 1000)::float8 AS at,
      ((SELECT value FROM today) - coalesce((SELECT sum(value) FROM moved), 0))::float8 AS value
    UNION ALL
    SELECT 1, months.month, (extract(epoch FROM months.at) * 1000)::float8,
      ((SELECT value FROM today) - coalesce(sum(moved.value), 0))::float8
    FROM months LEFT JOIN moved ON moved.month > months.month
    GROUP BY months.month, months.at
    ORDER BY place, month`,
  );
}
