// The plans' SQL: list pages, rows, locks, the batched reads of the loaders, and what the
// scheduler reads (a farm's active plans with their machines and the machines' recent readings).
import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  equipment,
  farms,
  maintenancePlans,
  meterReadings,
  spareParts,
  workOrders,
  type MaintenancePlanRow,
} from '../../../db/schema.js';
import type { ListPages } from '../../../lib/list-page.js';
import { allOf, type PageRequest, type SortSpec } from '../../../lib/pagination.js';

export type NewPlan = typeof maintenancePlans.$inferInsert;

export interface ActivePlanFilter {
  equipmentId?: string | null;
  assigneeIds?: string[] | null;
  staleOn?: string;
}

/**
 * A plan's order is late when its due point's day passed while it was open: the farm's day
 * it was completed or cancelled on, or today's while it is open, is after plan_due_date.
 * Null for an order without one. The query joins the order's farm (its time zone).
 */
const planLate = sql<boolean | null>`CASE WHEN ${workOrders.planDueDate} IS NULL THEN NULL ELSE
  ((CASE ${workOrders.status} WHEN 'COMPLETED' THEN ${workOrders.completedAt}
     WHEN 'CANCELLED' THEN ${workOrders.cancelledAt} ELSE now() END) AT TIME ZONE ${farms.timeZone})::date
  > ${workOrders.planDueDate} END`;
const OPEN = ['OPEN', 'IN_PROGRESS', 'ON_HOLD'] as const;
const BY_TITLE = {
  column: maintenancePlans.title,
  kind: 'text',
  value: (row: MaintenancePlanRow) => row.title,
} as const satisfies SortSpec<MaintenancePlanRow>;
const live = isNull(maintenancePlans.deletedAt);
/** A plan's machine, of its farm. */
const onMachine = (farmId: string) => and(eq(equipment.id, maintenancePlans.equipmentId), eq(equipment.farmId, farmId));
/** The farm's plans that can fall due: not deleted, not paused, of a machine that is not RETIRED. */
const activeOn = (farmId: string) => [
  eq(maintenancePlans.farmId, farmId),
  live,
  eq(maintenancePlans.active, true),
  ne(equipment.status, 'RETIRED'),
];

export class PlanRepository {
  constructor(
    readonly db: Db,
    readonly lists: ListPages,
  ) {}

  /** A page of plans; `dueIds` (the plans due soon, when filtered so) narrows it to those. */
  page(
    farmId: string,
    { dueIds, ...filter }: { equipmentId?: string | null; active?: boolean | null; dueIds?: readonly string[] },
    page: PageRequest,
  ) {
    // The set's digest names the statement and its total: a different set is another filter.
    const due = dueIds && createHash('sha1').update(dueIds.join()).digest('base64url');
    return this.lists.page({
      table: maintenancePlans,
      idColumn: maintenancePlans.id,
      farmId,
      conditions: () =>
        allOf(
          eq(maintenancePlans.farmId, farmId),
          live,
          filter.equipmentId ? eq(maintenancePlans.equipmentId, filter.equipmentId) : undefined,
          filter.active != null ? eq(maintenancePlans.active, filter.active) : undefined,
          dueIds ? inArray(maintenancePlans.id, [...dueIds]) : undefined,
        ),
      filterKey: `plans:${JSON.stringify({ ...filter, due })}`,
      sort: BY_TITLE,
      direction: 'ASC',
      page,
    });
  }

  /** A plan that is not deleted. */
  async find(id: string, db: Db = this.db): Promise<MaintenancePlanRow | undefined> {
    const [row] = await db
      .select()
      .from(maintenancePlans)
      .where(and(eq(maintenancePlans.id, id), live));
    return row;
  }

  async lock(tx: Db, id: string): Promise<MaintenancePlanRow | undefined> {
    const [row] = await tx
      .select()
      .from(maintenancePlans)
      .where(and(eq(maintenancePlans.id, id), live))
      .for('update');
    return row;
  }

  async insert(tx: Db, values: NewPlan): Promise<MaintenancePlanRow> {
    const [row] = await tx.insert(maintenancePlans).values(values).returning();
    return row;
  }

  async update(tx: Db, id: string, changes: Partial<NewPlan>): Promise<MaintenancePlanRow> {
    const [row] = await tx
      .update(maintenancePlans)
      .set({ ...changes, updatedAt: sql`date_trunc('milliseconds', now())` })
      .where(eq(maintenancePlans.id, id))
      .returning();
    return row;
  }

  /** Plans by id, deleted ones too (an order still names its plan). */
  byIds(ids: readonly string[]) {
    return this.db
      .select()
      .from(maintenancePlans)
      .where(inArray(maintenancePlans.id, [...ids]));
  }

  ofMachines(ids: readonly string[]) {
    return this.db
      .select()
      .from(maintenancePlans)
      .where(and(inArray(maintenancePlans.equipmentId, [...ids]), live))
      .orderBy(asc(maintenancePlans.title), asc(maintenancePlans.id));
  }

  /** Each plan's order not yet closed (at most one: the scheduler opens none while one is). */
  openOrdersOf(planIds: readonly string[], db: Db = this.db) {
    return db
      .select()
      .from(workOrders)
      .where(and(inArray(workOrders.planId, [...planIds]), inArray(workOrders.status, [...OPEN])));
  }

  /** Whether each of these orders is late for its plan's due point (planLate). */
  lateness(orderIds: readonly string[]) {
    return this.db
      .select({ id: workOrders.id, late: planLate })
      .from(workOrders)
      .innerJoin(farms, eq(farms.id, workOrders.farmId))
      .where(inArray(workOrders.id, [...orderIds]));
  }

  /** How many of each plan's orders are or were late (plans without any are absent). */
  lateCounts(planIds: readonly string[]) {
    return this.db
      .select({ planId: sql<string>`${workOrders.planId}`, count: sql<number>`count(*)::int` })
      .from(workOrders)
      .innerJoin(farms, eq(farms.id, workOrders.farmId))
      .where(and(inArray(workOrders.planId, [...planIds]), sql`${planLate}`))
      .groupBy(workOrders.planId);
  }

  /** How many of these parts the farm has. */
  async countPartsIn(tx: Db, farmId: string, ids: readonly string[]): Promise<number> {
    if (!ids.length) return 0;
    const rows = await tx
      .select({ id: spareParts.id })
      .from(spareParts)
      .where(and(eq(spareParts.farmId, farmId), inArray(spareParts.id, [...ids])));
    return rows.length;
  }

  /** These parts of the farm, locked for the transaction (by id, so two runs lock alike). */
  lockParts(tx: Db, farmId: string, ids: readonly string[]) {
    return tx
      .select()
      .from(spareParts)
      .where(and(eq(spareParts.farmId, farmId), inArray(spareParts.id, [...ids])))
      .orderBy(asc(spareParts.id))
      .for('update');
  }

  async timeZoneOf(farmId: string, db: Db = this.db): Promise<string> {
    const [row] = await db.select({ timeZone: farms.timeZone }).from(farms).where(eq(farms.id, farmId));
    return row?.timeZone ?? 'UTC';
  }

  /** The farms that have active plans (a scheduler pass over all farms). */
  async farmsWithPlans(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ farmId: maintenancePlans.farmId })
      .from(maintenancePlans)
      .where(and(live, eq(maintenancePlans.active, true)));
    return rows.map((r) => r.farmId);
  }

  /** A farm's active plans (of one machine, if given) with no open order. */
  dueCandidates(tx: Db, farmId: string, machineId?: string) {
    const open = tx
      .select({ one: sql`1` })
      .from(workOrders)
      .where(
        and(
          eq(workOrders.farmId, farmId),
          eq(workOrders.planId, maintenancePlans.id),
          inArray(workOrders.status, [...OPEN]),
        ),
      );
    return tx
      .select()
      .from(maintenancePlans)
      .where(
        and(
          eq(maintenancePlans.farmId, farmId),
          live,
          eq(maintenancePlans.active, true),
          machineId ? eq(maintenancePlans.equipmentId, machineId) : undefined,
          sql`NOT EXISTS (${open})`,
        ),
      )
      .orderBy(asc(maintenancePlans.id));
  }

  /**
   * A farm's active plans with their machines (retired ones left out), of one machine and/or
   * with one of these default assignees when given, by title; `staleOn`: only those whose
   * kept due date is not of that day.
   */
  activePlans(farmId: string, filter: ActivePlanFilter) {
    return this.db
      .select({ plan: maintenancePlans, machine: equipment })
      .from(maintenancePlans)
      .innerJoin(equipment, onMachine(farmId))
      .where(
        and(
          ...activeOn(farmId),
          filter.equipmentId ? eq(maintenancePlans.equipmentId, filter.equipmentId) : undefined,
          filter.assigneeIds?.length ? inArray(maintenancePlans.defaultAssigneeId, filter.assigneeIds) : undefined,
          filter.staleOn
            ? or(isNull(maintenancePlans.dueComputedOn), ne(maintenancePlans.dueComputedOn, filter.staleOn))
            : undefined,
        ),
      )
      .orderBy(asc(maintenancePlans.title), asc(maintenancePlans.id));
  }

  /**
   * Stores due dates computed on the farm's day `on`, in one statement. A plan changed since it
   * was read (another due_version) keeps its stale mark, and one locked by a write is left to
   * the next read: two readers never wait on each other (nor deadlock) over a cache fill.
   */
  async storeDueDates(on: string, dues: readonly { id: string; version: number; dueDate: string | null }[]) {
    if (!dues.length) return;
    const rows = sql.join(
      dues.map((due) => sql`(${due.id}::uuid, ${due.version}::int, ${due.dueDate}::date)`),
      sql`, `,
    );
    await this.db.execute(sql`WITH v (id, version, due) AS (VALUES ${rows}),
      free AS (SELECT p.id FROM ${maintenancePlans} p JOIN v ON v.id = p.id AND v.version = p.due_version
        FOR UPDATE OF p SKIP LOCKED)
      UPDATE ${maintenancePlans} AS p SET next_due_date = v.due, due_computed_on = ${on}::date
      FROM v WHERE p.id = v.id AND p.id IN (SELECT id FROM free)`);
  }

  /** Ids of the farm's active plans (machine not RETIRED) whose stored due date is on or before `until`. */
  async dueBy(farmId: string, until: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: maintenancePlans.id })
      .from(maintenancePlans)
      .innerJoin(equipment, onMachine(farmId))
      .where(and(...activeOn(farmId), lte(maintenancePlans.nextDueDate, until)));
    return rows.map((row) => row.id);
  }

  machines(tx: Db, farmId: string, ids: readonly string[]) {
    return tx
      .select()
      .from(equipment)
      .where(and(eq(equipment.farmId, farmId), inArray(equipment.id, [...ids])));
  }

  /** Machines by id, with their farm's time zone (a page of plans may span farms, for an admin). */
  machinesWithTimeZones(ids: readonly string[]) {
    return this.db
      .select({ machine: equipment, timeZone: farms.timeZone })
      .from(equipment)
      .innerJoin(farms, eq(farms.id, equipment.farmId))
      .where(inArray(equipment.id, [...ids]));
  }

  /** These machines' (of these farms) readings since `since`: usageRate's window. */
  readingsSince(tx: Db, farmIds: readonly string[], ids: readonly string[], since: Date) {
    return tx
      .select({ equipmentId: meterReadings.equipmentId, value: meterReadings.value, readAt: meterReadings.readAt })
      .from(meterReadings)
      .where(
        and(
          inArray(meterReadings.farmId, [...farmIds]),
          inArray(meterReadings.equipmentId, [...ids]),
          gte(meterReadings.readAt, since),
        ),
      );
  }
}
