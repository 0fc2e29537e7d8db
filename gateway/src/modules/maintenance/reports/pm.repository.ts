// PM compliance and backlog SQL. A preventive order is due on its plan's due day
// (plan_due_date, kept when a manager moves the due date) else its due date; its outcome is
// read on the farm's calendar, as WorkOrder.planLate reads lateness.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { PmExceptionModel, PmOutcome } from './reports.mappers.js';
import { instant, ofMachines, rowsOf, type ReportScope } from './report-sql.js';

/** The preventive orders due in the period, each with its outcome. */
function gradedOrders(scope: ReportScope) {
  const due = sql`coalesce(w.plan_due_date, w.due_date)`;
  const doneOn = sql`(w.completed_at AT TIME ZONE ${scope.timeZone})::date`;
  return sql`SELECT w.id, w.number, w.title, w.equipment_id, ${due} AS due, ${doneOn} AS done_on, w.status,
      CASE WHEN w.status = 'COMPLETED' AND ${doneOn} <= ${due} THEN 'ON_TIME'
           WHEN w.status = 'COMPLETED' THEN 'LATE'
           WHEN w.status = 'CANCELLED' OR ${due} < ${scope.today}::date THEN 'MISSED'
           ELSE 'NOT_YET_DUE' END AS outcome
    FROM work_orders w
    WHERE w.farm_id = ${scope.farmId}::uuid AND w.type = 'PREVENTIVE' AND ${ofMachines(scope)}
      AND ${due} BETWEEN ${scope.from}::date AND ${scope.to}::date`;
}

export function pmOutcomes(db: Db, scope: ReportScope) {
  return rowsOf<{ outcome: PmOutcome; count: number }>(
    db,
    sql`SELECT outcome, count(*)::int AS count FROM (${gradedOrders(scope)}) g GROUP BY outcome`,
  );
}

/** The late and missed orders, by due day then number. */
export function pmExceptions(db: Db, scope: ReportScope, first: number) {
  // Late by: to completion, or to today while open; a cancelled order is missed, not late.
  return rowsOf<PmExceptionModel>(
    db,
    sql`SELECT g.id AS "orderId", g.number, g.title, e.code AS "equipmentCode", g.due::text AS "dueDate", g.outcome,
      g.done_on::text AS "completedOn",
      CASE WHEN g.status = 'CANCELLED' THEN 0 ELSE coalesce(g.done_on, ${scope.today}::date) - g.due END AS "daysLate"
    FROM (${gradedOrders(scope)}) g JOIN equipment e ON e.id = g.equipment_id
    WHERE g.outcome IN ('LATE', 'MISSED')
    ORDER BY g.due, g.number LIMIT ${first}`,
  );
}

/** Today's open orders of the filter's machines by age (from creation to now) and priority. */
export function backlog(db: Db, scope: ReportScope) {
  const days = sql`floor(extract(epoch FROM ${instant(scope.now)} - w.created_at) / 86400)`;
  return rowsOf<{ age: string; priority: string; count: number }>(
    db,
    sql`SELECT CASE WHEN ${days} <= 7 THEN 'DAYS_0_7' WHEN ${days} <= 30 THEN 'DAYS_8_30'
        WHEN ${days} <= 90 THEN 'DAYS_31_90' ELSE 'OVER_90_DAYS' END AS age,
      w.priority, count(*)::int AS count
    FROM work_orders w
    WHERE w.farm_id = ${scope.farmId}::uuid AND w.status IN ('OPEN', 'IN_PROGRESS', 'ON_HOLD') AND ${ofMachines(scope)}
    GROUP BY 1, 2`,
  );
}
