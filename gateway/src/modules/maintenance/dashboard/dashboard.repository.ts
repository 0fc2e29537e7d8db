// The dashboard's SQL: every figure is one aggregate query, farm-scoped. The conditions the
// lists filter by come from their own repositories, so a tile and its list count alike.
import { and, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { maintenanceRequests } from '../../../db/schema-maintenance-requests.js';
import { auditLog, equipment, farms, spareParts, users, workOrderDowntime, workOrders } from '../../../db/schema.js';
import { isLowStock } from '../inventory/inventory.repository.js';
import { isOpen, isOverdue } from '../work-orders/work-orders.repository.js';

/** Days of downtime the machine chart sums. */
export const DOWNTIME_DAYS = 90;
/** Weeks of the orders chart, this one included. */
export const WEEKS = 12;

const asInt = sql<number>`count(*)::int`;

export class DashboardRepository {
  constructor(readonly db: Db) {}

  openByPriority(farmId: string) {
    return this.db
      .select({ type: workOrders.type, priority: workOrders.priority, count: asInt })
      .from(workOrders)
      .where(and(eq(workOrders.farmId, farmId), isOpen))
      .groupBy(workOrders.type, workOrders.priority);
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

  machinesDown(farmId: string) {
    const wentDown = sql<Date | null>`coalesce(
      (SELECT max(${auditLog.createdAt}) FROM ${auditLog}
        WHERE ${auditLog.entityType} = 'equipment' AND ${auditLog.entityId} = ${equipment.id}
          AND ${auditLog.changes} -> 'status' ->> 'after' = 'DOWN'),
      (SELECT min(coalesce(${workOrders.failureAt}, ${workOrders.createdAt})) FROM ${workOrders}
        WHERE ${workOrders.farmId} = ${equipment.farmId} AND ${workOrders.equipmentId} = ${equipment.id}
          AND ${workOrders.equipmentDown} AND ${isOpen}))`;
    return this.db
      .select({ machine: equipment, since: wentDown.mapWith((value) => (value ? new Date(value) : null)) })
      .from(equipment)
      .where(and(eq(equipment.farmId, farmId), eq(equipment.status, 'DOWN')))
      .orderBy(sql`${wentDown} ASC NULLS LAST`, equipment.code);
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

  /** Orders opened, then completed, per week (Monday, UTC) since `from`; weeks without any are absent. */
  async weekly(farmId: string, from: Date) {
    const week = (column: typeof workOrders.createdAt | typeof workOrders.completedAt) =>
      sql<string>`to_char(date_trunc('week', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
    const opened = await this.db
      .select({ week: week(workOrders.createdAt), count: asInt })
      .from(workOrders)
      .where(and(eq(workOrders.farmId, farmId), gte(workOrders.createdAt, from)))
      .groupBy(sql`1`);
    const completed = await this.db
      .select({ week: week(workOrders.completedAt), count: asInt })
      .from(workOrders)
      .where(
        and(
          eq(workOrders.farmId, farmId),
          eq(workOrders.status, 'COMPLETED'),
          isNotNull(workOrders.completedAt),
          gte(workOrders.completedAt, from),
        ),
      )
      .groupBy(sql`1`);
    return { opened, completed };
  }

  /** Hours down per machine over the window [from, now], the part of each period inside it. */
  downtimeByMachine(farmId: string, from: Date, limit: number) {
    const hours = sql<number>`sum(extract(epoch FROM
      least(coalesce(${workOrderDowntime.endedAt}, now()), now()) - greatest(${workOrderDowntime.startedAt}, ${from.toISOString()}::timestamptz)
    ) / 3600)::float8`;
    return this.db
      .select({ machine: equipment, hours })
      .from(workOrderDowntime)
      .innerJoin(workOrders, eq(workOrders.id, workOrderDowntime.workOrderId))
      .innerJoin(equipment, eq(equipment.id, workOrders.equipmentId))
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
