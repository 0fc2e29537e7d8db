// The dashboard's statements, prepared once per gateway: a dashboard is a dozen small
// aggregates, and building each in Drizzle and planning it in the database cost as much as
// running it (bench/planning.ts, 100k-order farm: ~40 % of the database's time was planning).
// Every one is farm-scoped by the `farmId` placeholder. The conditions the lists filter by
// come from their own repositories, so a tile and its list count alike.
import { and, count, desc, eq, gte, lt, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { maintenanceRequests } from '../../../db/schema-maintenance-requests.js';
import {
  auditLog,
  equipment,
  farms,
  spareParts,
  users,
  workOrderDowntime,
  workOrderOpenCounts,
  workOrderOpenDueCounts,
  workOrders,
  workOrderWeekCounts,
} from '../../../db/schema.js';
import { anyOfIds } from '../../../lib/batched.js';
import { isLowStock } from '../inventory/inventory.repository.js';
import { isOpen } from '../work-orders/work-orders.repository.js';

const farmId = sql.placeholder('farmId');
const asInt = sql<number>`count(*)::int`;

/** Open orders by type and priority: the sums of the deltas the database keeps (migration 0029). */
const openByPriority = (db: Db) =>
  db
    .select({
      type: workOrderOpenCounts.type,
      priority: workOrderOpenCounts.priority,
      count: sql<number>`sum(${workOrderOpenCounts.delta})::int`,
    })
    .from(workOrderOpenCounts)
    .where(eq(workOrderOpenCounts.farmId, farmId))
    .groupBy(workOrderOpenCounts.type, workOrderOpenCounts.priority)
    .having(sql`sum(${workOrderOpenCounts.delta}) <> 0`)
    .prepare('dashboard_open_by_priority');

/**
 * Open orders due before `today`, by type: the kept deltas' sums (migration 0029), which count
 * the orders the list's overdue filter (isOverdue) selects, as dashboard-counts.test.ts checks.
 */
const overdue = (db: Db) =>
  db
    .select({ type: workOrderOpenDueCounts.type, count: sql<number>`sum(${workOrderOpenDueCounts.delta})::int` })
    .from(workOrderOpenDueCounts)
    .where(and(eq(workOrderOpenDueCounts.farmId, farmId), lt(workOrderOpenDueCounts.dueDate, sql.placeholder('today'))))
    .groupBy(workOrderOpenDueCounts.type)
    .having(sql`sum(${workOrderOpenDueCounts.delta}) <> 0`)
    .prepare('dashboard_overdue');

/** Completed since the first instant of this month in the farm's time zone, by type. */
const completedThisMonth = (db: Db) => {
  const zone = sql`(SELECT ${farms.timeZone} FROM ${farms} WHERE ${farms.id} = ${farmId})`;
  const monthStart = sql`(date_trunc('month', now() AT TIME ZONE ${zone}) AT TIME ZONE ${zone})`;
  return db
    .select({ type: workOrders.type, count: asInt })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.farmId, farmId),
        eq(workOrders.status, 'COMPLETED'),
        sql`${workOrders.completedAt} >= ${monthStart}`,
      ),
    )
    .groupBy(workOrders.type)
    .prepare('dashboard_completed_this_month');
};

/** The farm's DOWN machines. */
const machinesDown = (db: Db) =>
  db
    .select()
    .from(equipment)
    .where(and(eq(equipment.farmId, farmId), eq(equipment.status, 'DOWN')))
    .prepare('dashboard_machines_down');

/** When each of the machines `ids` was last set DOWN, by the audit trail. */
const lastSetDown = (db: Db) =>
  db
    .select({ id: auditLog.entityId, at: max(auditLog.createdAt) })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.farmId, farmId),
        eq(auditLog.entityType, 'equipment'),
        anyOfIds(auditLog.entityId),
        sql`${auditLog.changes} -> 'status' ->> 'after' = 'DOWN'`,
      ),
    )
    .groupBy(auditLog.entityId)
    .prepare('dashboard_last_set_down');

/** When the oldest open order that took each of the machines `ids` down began. */
const firstTookDown = (db: Db) =>
  db
    .select({
      id: workOrders.equipmentId,
      at: min(sql<Date>`coalesce(${workOrders.failureAt}, ${workOrders.createdAt})`),
    })
    .from(workOrders)
    .where(and(eq(workOrders.farmId, farmId), anyOfIds(workOrders.equipmentId), workOrders.equipmentDown, isOpen))
    .groupBy(workOrders.equipmentId)
    .prepare('dashboard_first_took_down');

const pendingRequests = (db: Db) =>
  db
    .select({ count: count() })
    .from(maintenanceRequests)
    .where(and(eq(maintenanceRequests.farmId, farmId), eq(maintenanceRequests.status, 'PENDING')))
    .prepare('dashboard_pending_requests');

const lowStockParts = (db: Db) =>
  db
    .select({ count: count() })
    .from(spareParts)
    .where(and(eq(spareParts.farmId, farmId), isLowStock))
    .prepare('dashboard_low_stock_parts');

const currency = (db: Db) =>
  db.select({ currency: farms.currency }).from(farms).where(eq(farms.id, farmId)).prepare('dashboard_currency');

/** The farm's last `first` audit entries, each with its actor and a label of what it touched. */
const recentActivity = (db: Db) => {
  const label = sql<string | null>`CASE ${auditLog.entityType}
      WHEN 'equipment' THEN (SELECT e.code || ' · ' || e.name FROM equipment e WHERE e.id = ${auditLog.entityId})
      WHEN 'spare_part' THEN (SELECT p.part_number || ' · ' || p.name FROM spare_parts p WHERE p.id = ${auditLog.entityId})
      WHEN 'work_order' THEN (SELECT 'WO-' || lpad(w.number::text, 6, '0') || ' · ' || w.title FROM work_orders w WHERE w.id = ${auditLog.entityId})
      WHEN 'maintenance_request' THEN (SELECT e.code || ' · ' || left(r.description, 60) FROM maintenance_requests r JOIN equipment e ON e.id = r.equipment_id WHERE r.id = ${auditLog.entityId})
      WHEN 'failure_code' THEN (SELECT f.code || ' · ' || f.label FROM failure_codes f WHERE f.id = ${auditLog.entityId})
      ELSE NULL END`;
  return db
    .select({
      id: auditLog.id,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      action: auditLog.action,
      at: auditLog.createdAt,
      actorName: users.name,
      label,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(eq(auditLog.farmId, farmId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(sql.placeholder('first'))
    .prepare('dashboard_recent_activity');
};

/** Orders opened and completed per week (Monday, UTC) since the week `from`: the kept deltas' sums. */
const weekly = (db: Db) => {
  const { week, opened, completed } = workOrderWeekCounts;
  return db
    .select({ week, opened: sql<number>`sum(${opened})::int`, completed: sql<number>`sum(${completed})::int` })
    .from(workOrderWeekCounts)
    .where(and(eq(workOrderWeekCounts.farmId, farmId), gte(week, sql.placeholder('from'))))
    .groupBy(week)
    .prepare('dashboard_weekly');
};

/** Hours down per machine since `from` (the part of each period after it), the `first` most. */
const downtimeByMachine = (db: Db) => {
  const from = sql`${sql.placeholder('from')}::timestamptz`;
  const hours = sql<number>`sum(extract(epoch FROM
      least(coalesce(${workOrderDowntime.endedAt}, now()), now()) - greatest(${workOrderDowntime.startedAt}, ${from})
    ) / 3600)::float8`;
  return (
    db
      .select({ machine: equipment, hours })
      .from(workOrderDowntime)
      // Joined on the farm too: the order's machine then comes from the (farm, id) index alone
      // (migration 0027), and only the farm's machines are read.
      .innerJoin(
        workOrders,
        and(eq(workOrders.farmId, workOrderDowntime.farmId), eq(workOrders.id, workOrderDowntime.workOrderId)),
      )
      .innerJoin(equipment, and(eq(equipment.farmId, workOrders.farmId), eq(equipment.id, workOrders.equipmentId)))
      .where(
        and(
          eq(workOrderDowntime.farmId, farmId),
          sql`coalesce(${workOrderDowntime.endedAt}, now()) > ${from}`,
          sql`${workOrderDowntime.startedAt} < now()`,
        ),
      )
      .groupBy(equipment.id)
      .orderBy(desc(hours), equipment.code)
      .limit(sql.placeholder('first'))
      .prepare('dashboard_downtime_by_machine')
  );
};

/** Every statement of the dashboard, prepared on `db`. */
export const dashboardStatements = (db: Db) => ({
  openByPriority: openByPriority(db),
  overdue: overdue(db),
  completedThisMonth: completedThisMonth(db),
  machinesDown: machinesDown(db),
  lastSetDown: lastSetDown(db),
  firstTookDown: firstTookDown(db),
  pendingRequests: pendingRequests(db),
  lowStockParts: lowStockParts(db),
  currency: currency(db),
  recentActivity: recentActivity(db),
  weekly: weekly(db),
  downtimeByMachine: downtimeByMachine(db),
});
