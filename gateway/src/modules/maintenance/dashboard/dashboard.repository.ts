// The dashboard's SQL: every figure is one aggregate query, farm-scoped. The conditions the
// lists filter by come from their own repositories, so a tile and its list count alike.
import { and, count, desc, eq, gte, inArray, max, min, sql } from 'drizzle-orm';
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
  workOrders,
  workOrderWeekCounts,
} from '../../../db/schema.js';
import { isLowStock } from '../inventory/inventory.repository.js';
import { isOpen, isOverdue } from '../work-orders/work-orders.repository.js';

/** Days of downtime the machine chart sums. */
export const DOWNTIME_DAYS = 90;
/** Weeks of the orders chart, this one included. */
export const WEEKS = 12;

const asInt = sql<number>`count(*)::int`;

export class DashboardRepository {
  constructor(readonly db: Db) {}

  /** Open orders by type and priority: the sums of the deltas the database keeps (migration 0029). */
  openByPriority(farmId: string) {
    const total = sql<number>`sum(${workOrderOpenCounts.delta})::int`;
    return this.db
      .select({ type: workOrderOpenCounts.type, priority: workOrderOpenCounts.priority, count: total })
      .from(workOrderOpenCounts)
      .where(eq(workOrderOpenCounts.farmId, farmId))
      .groupBy(workOrderOpenCounts.type, workOrderOpenCounts.priority)
      .having(sql`sum(${workOrderOpenCounts.delta}) <> 0`);
  }

  overdue(farmId: string, today: string) {
    return this.db
      .select({ type: workOrders.type, count: asInt })
      .from(workOrders)
      .where(and(eq(workOrders.farmId, farmId), isOverdue(today)))
      .groupBy(workOrders.type);
  }

  /** Completed since the first instant of this month in the farm's time zone. */
  completedThisMonth(farmId: string) {
    const zone = sql`(SELECT ${farms.timeZone} FROM ${farms} WHERE ${farms.id} = ${farmId})`;
    const monthStart = sql`(date_trunc('month', now() AT TIME ZONE ${zone}) AT TIME ZONE ${zone})`;
    return this.db
      .select({ type: workOrders.type, count: asInt })
      .from(workOrders)
      .where(
        and(
          eq(workOrders.farmId, farmId),
          eq(workOrders.status, 'COMPLETED'),
          sql`${workOrders.completedAt} >= ${monthStart}`,
        ),
      )
      .groupBy(workOrders.type);
  }

  /**
   * The farm's DOWN machines and since when: the last audit entry that set the machine DOWN,
   * else its oldest open order that took it down; longest down first. Three flat queries: as
   * correlated subqueries in the select list, Drizzle left the outer columns unqualified, so
   * they compared each subquery's table with itself and every "since" came back null (150 ms).
   */
  async machinesDown(farmId: string) {
    const machines = await this.db
      .select()
      .from(equipment)
      .where(and(eq(equipment.farmId, farmId), eq(equipment.status, 'DOWN')));
    if (!machines.length) return [];
    const ids = machines.map((machine) => machine.id);
    const setDown = await this.db
      .select({ id: auditLog.entityId, at: max(auditLog.createdAt) })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.farmId, farmId),
          eq(auditLog.entityType, 'equipment'),
          inArray(auditLog.entityId, ids),
          sql`${auditLog.changes} -> 'status' ->> 'after' = 'DOWN'`,
        ),
      )
      .groupBy(auditLog.entityId);
    const tookDown = await this.db
      .select({
        id: workOrders.equipmentId,
        at: min(sql<Date>`coalesce(${workOrders.failureAt}, ${workOrders.createdAt})`),
      })
      .from(workOrders)
      .where(and(eq(workOrders.farmId, farmId), inArray(workOrders.equipmentId, ids), workOrders.equipmentDown, isOpen))
      .groupBy(workOrders.equipmentId);
    const audited = new Map(setDown.map((row) => [row.id, row.at]));
    const ordered = new Map(tookDown.map((row) => [row.id, row.at]));
    const since = (id: string) => {
      const at = audited.get(id) ?? ordered.get(id);
      return at ? new Date(at) : null;
    };
    return machines
      .map((machine) => ({ machine, since: since(machine.id) }))
      .sort(
        (a, b) =>
          (a.since?.getTime() ?? Infinity) - (b.since?.getTime() ?? Infinity) ||
          a.machine.code.localeCompare(b.machine.code),
      );
  }

  async pendingRequests(farmId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: count() })
      .from(maintenanceRequests)
      .where(and(eq(maintenanceRequests.farmId, farmId), eq(maintenanceRequests.status, 'PENDING')));
    return row?.count ?? 0;
  }

  async lowStockParts(farmId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: count() })
      .from(spareParts)
      .where(and(eq(spareParts.farmId, farmId), isLowStock));
    return row?.count ?? 0;
  }

  async currency(farmId: string): Promise<string> {
    const [row] = await this.db.select({ currency: farms.currency }).from(farms).where(eq(farms.id, farmId));
    return row?.currency ?? 'USD';
  }

  recentActivity(farmId: string, first: number) {
    const label = sql<string | null>`CASE ${auditLog.entityType}
      WHEN 'equipment' THEN (SELECT e.code || ' · ' || e.name FROM equipment e WHERE e.id = ${auditLog.entityId})
      WHEN 'spare_part' THEN (SELECT p.part_number || ' · ' || p.name FROM spare_parts p WHERE p.id = ${auditLog.entityId})
      WHEN 'work_order' THEN (SELECT 'WO-' || lpad(w.number::text, 6, '0') || ' · ' || w.title FROM work_orders w WHERE w.id = ${auditLog.entityId})
      WHEN 'maintenance_request' THEN (SELECT e.code || ' · ' || left(r.description, 60) FROM maintenance_requests r JOIN equipment e ON e.id = r.equipment_id WHERE r.id = ${auditLog.entityId})
      WHEN 'failure_code' THEN (SELECT f.code || ' · ' || f.label FROM failure_codes f WHERE f.id = ${auditLog.entityId})
      ELSE NULL END`;
    return this.db
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
      .limit(first);
  }

  /**
   * Orders opened, and completed, per week (Monday, UTC) since `from`: the sums of the deltas
   * the database keeps (migration 0029); weeks without any are absent.
   */
  weekly(farmId: string, from: Date) {
    const { week, opened, completed } = workOrderWeekCounts;
    return this.db
      .select({ week, opened: sql<number>`sum(${opened})::int`, completed: sql<number>`sum(${completed})::int` })
      .from(workOrderWeekCounts)
      .where(and(eq(workOrderWeekCounts.farmId, farmId), gte(week, from.toISOString().slice(0, 10))))
      .groupBy(week);
  }

  /** Folds the count deltas into one row per key (the dashboard's job): reads stay short. */
  async foldCounts(): Promise<void> {
    await this.db.execute(sql`SELECT work_order_counts_fold()`);
  }

  /** Hours down per machine over the window [from, now], the part of each period inside it. */
  downtimeByMachine(farmId: string, from: Date, limit: number) {
    const hours = sql<number>`sum(extract(epoch FROM
      least(coalesce(${workOrderDowntime.endedAt}, now()), now()) - greatest(${workOrderDowntime.startedAt}, ${from.toISOString()}::timestamptz)
    ) / 3600)::float8`;
    return this.db
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
          sql`coalesce(${workOrderDowntime.endedAt}, now()) > ${from.toISOString()}::timestamptz`,
          sql`${workOrderDowntime.startedAt} < now()`,
        ),
      )
      .groupBy(equipment.id)
      .orderBy(desc(hours), equipment.code)
      .limit(limit);
  }
}
