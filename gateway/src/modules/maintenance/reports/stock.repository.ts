// Parts SQL: what left the store in the period (issues less returns) per part, and the
// store's value over the period rebuilt from the stock ledger.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { instant, ofMachines, rowsOf, type ReportScope } from './report-sql.js';

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
    ? sql`JOIN work_orders w ON w.farm_id = m.farm_id AND w.id = m.work_order_id AND ${ofMachines(scope)}`
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

export interface StockValueRow {
  /** 'today': the store's value now; 'moved': a month's movements; 'month': a month of the period. */
  kind: 'today' | 'moved' | 'month';
  month: string | null;
  /** A month's end (ms), the instant its point values. */
  at: number | null;
  value: number | null;
}

/**
 * What the store's value over the period is rebuilt from (stock.ts): today's value (Σ on hand
 * × unit cost), the movements since the period's start summed per month they fell in (each
 * at its part's unit cost today; '9999-12' for those after the period), and the period's
 * months with the instant each ends. Three small aggregates rather than a join of months to
 * movements, whose estimate (millions of rows) made PostgreSQL compile the query (JIT).
 */
export function stockValue(db: Db, scope: ReportScope) {
  const [start, end, zone] = [instant(scope.periodStart), instant(scope.periodEnd), scope.timeZone];
  return rowsOf<StockValueRow>(
    db,
    sql`SELECT 'today' AS kind, NULL AS month, NULL::float8 AS at,
      coalesce(sum(quantity_on_hand * unit_cost), 0)::float8 AS value
    FROM spare_parts WHERE farm_id = ${scope.farmId}::uuid
    UNION ALL
    SELECT 'moved', CASE WHEN m.created_at >= ${end} THEN '9999-12'
        ELSE to_char(m.created_at AT TIME ZONE ${zone}, 'YYYY-MM') END,
      NULL, sum(m.quantity * p.unit_cost)::float8
    FROM stock_movements m JOIN spare_parts p ON p.id = m.part_id
    WHERE m.farm_id = ${scope.farmId}::uuid AND m.created_at >= ${start}
    GROUP BY 2
    UNION ALL
    SELECT 'month', to_char(d, 'YYYY-MM'),
      (extract(epoch FROM least((d + interval '1 month') AT TIME ZONE ${zone}, ${end})) * 1000)::float8, NULL
    FROM generate_series(date_trunc('month', ${scope.from}::date)::timestamp, ${scope.to}::date::timestamp,
      interval '1 month') d`,
  );
}
