// Reliability SQL: per machine, its failures, repairs, downtime (periods of several orders
// merged where they overlap, so that a minute counts once) and meter hours; downtime per
// reason; and the failures grouped for the Pareto chart.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { clippedDowntime, failureOrders, instant, ofMachines, rowsOf, type ReportScope } from './report-sql.js';

export interface MachineFiguresRow {
  equipmentId: string;
  code: string;
  name: string;
  failures: number;
  repairs: number;
  periods: number;
  repairHours: number;
  downtimeHours: number;
  /** Hours the HOURS meter advanced over the period; null without such a meter or readings. */
  meterHours: number | null;
}

export interface ParetoRow {
  kind: 'PROBLEM' | 'CAUSE' | 'MACHINE';
  id: string | null;
  code: string | null;
  label: string | null;
  failures: number;
  share: number;
  cumulativeShare: number;
}

/** A reading of the machine `m` in [from, to), newest or oldest first. */
const reading = (scope: ReportScope, range: ReturnType<typeof sql>, order: 'ASC' | 'DESC') =>
  sql`(SELECT r.value FROM meter_readings r WHERE r.farm_id = ${scope.farmId}::uuid AND r.equipment_id = m.id
       AND ${range} ORDER BY r.read_at ${sql.raw(order)} LIMIT 1)`;

export function machineFigures(db: Db, scope: ReportScope) {
  const [start, end] = [instant(scope.periodStart), instant(scope.periodEnd)];
  const inPeriod = sql`r.read_at >= ${start} AND r.read_at < ${end}`;
  // The meter's advance: the last reading in the period less the last before it, else the first in it.
  const meter = sql`${reading(scope, inPeriod, 'DESC')}
    - coalesce(${reading(scope, sql`r.read_at < ${start}`, 'DESC')}, ${reading(scope, inPeriod, 'ASC')})`;
  return rowsOf<MachineFiguresRow>(
    db,
    sql`WITH periods AS (${clippedDowntime(scope)}),
    ordered AS (
      SELECT equipment_id, lo, hi, max(hi) OVER (PARTITION BY equipment_id ORDER BY lo, hi
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS reach
      FROM periods),
    islands AS (
      SELECT equipment_id, lo, hi, sum(CASE WHEN reach IS NULL OR lo > reach THEN 1 ELSE 0 END)
        OVER (PARTITION BY equipment_id ORDER BY lo, hi ROWS UNBOUNDED PRECEDING) AS island
      FROM ordered),
    down AS (
      SELECT equipment_id, sum(seconds) AS seconds FROM (
        SELECT equipment_id, extract(epoch FROM max(hi) - min(lo)) AS seconds FROM islands GROUP BY equipment_id, island
      ) merged GROUP BY equipment_id),
    repaired AS (
      SELECT equipment_id, count(DISTINCT work_order_id) AS repairs, count(*) AS periods,
        sum(extract(epoch FROM hi - lo)) AS seconds
      FROM periods GROUP BY equipment_id),
    failed AS (SELECT equipment_id, count(*) AS failures FROM (${failureOrders(scope)}) f GROUP BY equipment_id)
    SELECT m.id AS "equipmentId", m.code, m.name,
      coalesce(f.failures, 0)::int AS failures,
      coalesce(r.repairs, 0)::int AS repairs,
      coalesce(r.periods, 0)::int AS periods,
      (coalesce(r.seconds, 0) / 3600)::float8 AS "repairHours",
      (coalesce(d.seconds, 0) / 3600)::float8 AS "downtimeHours",
      CASE WHEN m.meter_unit = 'HOURS' THEN (${meter})::float8 END AS "meterHours"
    FROM equipment m
    LEFT JOIN failed f ON f.equipment_id = m.id
    LEFT JOIN repaired r ON r.equipment_id = m.id
    LEFT JOIN down d ON d.equipment_id = m.id
    WHERE m.farm_id = ${scope.farmId}::uuid AND ${ofMachines(scope, sql`m.id`)}
      AND (m.status <> 'RETIRED' OR f.failures > 0 OR d.seconds > 0)
    ORDER BY failures DESC, "downtimeHours" DESC, m.code`,
  );
}

export function downtimeByReason(db: Db, scope: ReportScope) {
  return rowsOf<{ reason: string; periods: number; hours: number }>(
    db,
    sql`WITH periods AS (${clippedDowntime(scope)})
    SELECT reason, count(*)::int AS periods, (sum(extract(epoch FROM hi - lo)) / 3600)::float8 AS hours
    FROM periods GROUP BY reason ORDER BY hours DESC, reason`,
  );
}

/** The failures by problem code, cause code and machine, each most first with its running share. */
export function failureCounts(db: Db, scope: ReportScope) {
  return rowsOf<ParetoRow>(
    db,
    sql`WITH failed AS (${failureOrders(scope)}),
    counted AS (
      SELECT 'PROBLEM' AS kind, c.id, c.code, c.label, count(*) AS failures
        FROM failed f LEFT JOIN failure_codes c ON c.id = f.problem_code_id GROUP BY c.id, c.code, c.label
      UNION ALL
      SELECT 'CAUSE', c.id, c.code, c.label, count(*)
        FROM failed f LEFT JOIN failure_codes c ON c.id = f.cause_code_id GROUP BY c.id, c.code, c.label
      UNION ALL
      SELECT 'MACHINE', e.id, e.code, e.name, count(*)
        FROM failed f JOIN equipment e ON e.id = f.equipment_id GROUP BY e.id, e.code, e.name)
    SELECT kind, id, code, label, failures::int,
      (failures::float8 / sum(failures) OVER (PARTITION BY kind))::float8 AS share,
      (sum(failures) OVER (PARTITION BY kind ORDER BY failures DESC, code NULLS LAST, id ROWS UNBOUNDED PRECEDING)::float8
        / sum(failures) OVER (PARTITION BY kind))::float8 AS "cumulativeShare"
    FROM counted ORDER BY kind, failures DESC, code NULLS LAST, id`,
  );
}
