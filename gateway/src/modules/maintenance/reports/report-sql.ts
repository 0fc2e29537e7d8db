// The pieces every report query is built from: the period's instants, the machine filter, and
// the two sets several reports share (downtime clipped to the period, the period's failures).
// Raw SQL for the window functions and grouping sets; every table is read farm-scoped.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { ReportsModel } from './reports.mappers.js';

/** What a report query needs of the checked period and filter. */
export type ReportScope = Pick<
  ReportsModel,
  'farmId' | 'from' | 'to' | 'timeZone' | 'periodStart' | 'periodEnd' | 'equipmentId' | 'category' | 'now' | 'today'
>;

/** An instant as a timestamptz parameter. */
export const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * The rows of a raw statement, with the types its SQL casts to (::int, ::float8, ::text).
 * Without JIT: PostgreSQL compiles a statement estimated above jit_above_cost, and for these
 * aggregates over a year of a large farm the compiling took longer (0.3 to 3.6 s measured)
 * than running them (20 to 250 ms). Without parallel workers: a report is one user's request
 * among others, and on the bench's 2 cores the downtime report's workers, competing with the
 * next request, doubled its p99. Both settings last for this transaction only.
 */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    const result = (await tx.execute(query)) as unknown as { rows: Row[] };
    return result.rows;
  });
}

/**
 * The filter's machines as a condition on a machine id (an order's `w.equipment_id`, say);
 * `true` without a filter, so that nothing stands between the farm's time indexes and the
 * rows (a join to the machines made the planner walk every order of every machine).
 */
export function ofMachines({ farmId, equipmentId, category }: ReportScope, machineId: SQL = sql`w.equipment_id`): SQL {
  const conditions = [sql`true`];
  if (equipmentId) conditions.push(sql`${machineId} = ${equipmentId}::uuid`);
  if (category)
    conditions.push(
      sql`${machineId} IN (SELECT id FROM equipment WHERE farm_id = ${farmId}::uuid AND category = ${category})`,
    );
  return sql.join(conditions, sql` AND `);
}

/**
 * The downtime periods of the filter's machines that overlap the period, cut to it (`lo`,
 * `hi`); an open one runs to the period's end. Cancelled orders are left out: cancelling
 * says the order was no real job.
 */
export function clippedDowntime(scope: ReportScope): SQL {
  const [start, end] = [instant(scope.periodStart), instant(scope.periodEnd)];
  return sql`SELECT w.equipment_id, d.work_order_id, btrim(d.reason) AS reason,
      greatest(d.started_at, ${start}) AS lo, least(coalesce(d.ended_at, ${end}), ${end}) AS hi
    FROM work_order_downtime d JOIN work_orders w ON w.farm_id = d.farm_id AND w.id = d.work_order_id
    WHERE d.farm_id = ${scope.farmId}::uuid AND w.status <> 'CANCELLED' AND ${ofMachines(scope)}
      AND d.started_at < ${end} AND (d.ended_at IS NULL OR d.ended_at > ${start})`;
}

/** When an order's failure happened: its failure time, else when it was reported. */
export const FAILURE_TIME = sql`coalesce(w.failure_at, w.created_at)`;

/**
 * The period's failures: corrective orders, not cancelled, that hold their machine down or
 * have a downtime period, whose failure time lies in the period.
 */
export function failureOrders(scope: ReportScope): SQL {
  return sql`SELECT w.id, w.equipment_id, w.problem_code_id, w.cause_code_id
    FROM work_orders w
    WHERE w.farm_id = ${scope.farmId}::uuid AND w.type = 'CORRECTIVE' AND w.status <> 'CANCELLED' AND ${ofMachines(scope)}
      AND ${FAILURE_TIME} >= ${instant(scope.periodStart)} AND ${FAILURE_TIME} < ${instant(scope.periodEnd)}
      AND (w.equipment_down OR EXISTS (
        SELECT 1 FROM work_order_downtime d WHERE d.farm_id = w.farm_id AND d.work_order_id = w.id))`;
}
