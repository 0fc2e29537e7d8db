// Work orders' SQL: list pages, rows, locks, the farm's order numbers, assignees, the
// machine an order holds DOWN, and the batched reads of the per-request loaders. Rules,
// access checks and audit stay in the service.
import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, gte, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  equipment,
  farmCounters,
  farmMembers,
  users,
  workOrderAssignees,
  workOrders,
  type WorkOrderRow,
} from '../../../db/schema.js';
import { anyOfIds, idsParam } from '../../../lib/batched.js';
import type { ListPages } from '../../../lib/list-page.js';
import { allOf, inlineValues, type PageRequest, type SortSpec } from '../../../lib/pagination.js';
import type { RecordReads } from '../../../lib/record-read.js';
import { containsText } from '../../../lib/search.js';
import { carriedHistory } from '../../core/audit/audit.repository.js';
import { carriedMachine } from '../equipment/equipment.repository.js';
import { CARRIED_CHECKLIST } from './checklist.repository.js';
import { CARRIED_ASSIGNEES, CARRIED_REQUESTER, person } from './work-order-people.js';
import type { WorkOrderFilter } from './work-orders.schemas.js';

/** Sortable columns: what to order by, what its values are, and a row's cursor value. */
const SORTS = {
  NUMBER: { column: workOrders.number, kind: 'number', value: (row: WorkOrderRow) => row.number },
  DUE_DATE: { column: workOrders.dueSort, kind: 'text', value: (row: WorkOrderRow) => row.dueSort! },
  PRIORITY: { column: workOrders.priorityRank, kind: 'number', value: (row: WorkOrderRow) => row.priorityRank! },
  STATUS: { column: workOrders.statusRank, kind: 'number', value: (row: WorkOrderRow) => row.statusRank! },
  UPDATED_AT: { column: workOrders.updatedAt, kind: 'timestamp', value: (row: WorkOrderRow) => row.updatedAt },
} as const satisfies Record<string, SortSpec<WorkOrderRow>>;
export type WorkOrderSortField = keyof typeof SORTS;

/** Node fields resolved from other columns (see the WorkOrder resolvers). */
const DERIVED_FIELDS = {
  equipment: ['equipmentId'],
  requester: ['requesterId'],
  parent: ['parentId'],
  overdue: ['dueDate', 'status'],
  viewerActions: ['farmId', 'status'],
  assignees: [],
  timeline: [],
  checklist: [],
  problem: ['problemCodeId'],
  cause: ['causeCodeId'],
  remedy: ['remedyCodeId'],
  downtime: [],
};

/** The timeline an order's detail carries: as many entries as the field shows unless asked (its default in work-orders.graphql). */
const CARRIED_TIMELINE = carriedHistory('work_order', workOrders.id, 100);

export const OPEN_STATUSES = ['OPEN', 'IN_PROGRESS', 'ON_HOLD'] as const;
/** An order is open; the statuses are written into the statement for the partial indexes (0020, 0028). */
export const isOpen = inlineValues(inArray(workOrders.status, [...OPEN_STATUSES]));
/** The list's "overdue" condition, shared with the dashboard so its tile counts the same orders. */
export const isOverdue = (today: string) => and(lt(workOrders.dueDate, today), isOpen)!;

export type NewWorkOrder = typeof workOrders.$inferInsert;

/** The loaders' statements, built once (see anyOfIds). */
function loaderStatements(db: Db) {
  return {
    byIds: db.select().from(workOrders).where(anyOfIds(workOrders.id)).prepare('work_orders_by_ids'),
    assigneesOf: db
      .select({ workOrderId: workOrderAssignees.workOrderId, ...person })
      .from(workOrderAssignees)
      .innerJoin(users, eq(users.id, workOrderAssignees.userId))
      .where(anyOfIds(workOrderAssignees.workOrderId))
      .orderBy(asc(users.name), asc(users.id))
      .prepare('work_order_assignees_of'),
    peopleByIds: db.select(person).from(users).where(anyOfIds(users.id)).prepare('work_order_people_by_ids'),
  };
}

export class WorkOrderRepository {
  private readonly statements;

  constructor(
    readonly db: Db,
    readonly lists: ListPages,
    private readonly records: RecordReads,
  ) {
    this.statements = loaderStatements(db);
  }

  page(
    farmId: string,
    filter: WorkOrderFilter,
    sort: { field: WorkOrderSortField; direction?: 'ASC' | 'DESC' | null },
    page: PageRequest,
    fields?: readonly string[],
    /** The fields asked on the orders' machines, which the page then carries. */
    machineFields?: readonly string[],
  ) {
    const conditions = () =>
      allOf(
        eq(workOrders.farmId, farmId),
        filter.text ? this.textMatch(farmId, filter.text) : undefined,
        filter.type?.length ? inlineValues(inArray(workOrders.type, [...filter.type])) : undefined,
        filter.status?.length ? inlineValues(inArray(workOrders.status, [...filter.status])) : undefined,
        filter.priority?.length ? inlineValues(inArray(workOrders.priority, [...filter.priority])) : undefined,
        filter.equipmentId ? eq(workOrders.equipmentId, filter.equipmentId) : undefined,
        ...(filter.assigneeIds ?? []).map((userId) => this.assignedTo(farmId, userId)),
        filter.overdue ? this.overdue(filter.overdue) : undefined,
        filter.dueFrom ? gte(workOrders.dueDate, filter.dueFrom) : undefined,
        filter.dueTo ? lte(workOrders.dueDate, filter.dueTo) : undefined,
      );
    return this.lists.page({
      table: workOrders,
      idColumn: workOrders.id,
      farmId,
      conditions,
      filterKey: JSON.stringify(filter),
      sort: SORTS[sort.field],
      direction: sort.direction,
      page,
      fields,
      derived: DERIVED_FIELDS,
      carried: { equipment: carriedMachine(workOrders.equipmentId, machineFields), assignees: CARRIED_ASSIGNEES },
      planEachRun: !!filter.text,
    });
  }

  /** The number and title, or the machine's code, name, make or model. */
  private textMatch(farmId: string, text: string) {
    const machines = this.db
      .select({ id: equipment.id })
      .from(equipment)
      .where(and(eq(equipment.farmId, farmId), containsText(equipment.search, text)));
    return or(containsText(workOrders.search, text), inArray(workOrders.equipmentId, machines));
  }

  private assignedTo(farmId: string, userId: string) {
    const assigned = this.db
      .select({ id: workOrderAssignees.workOrderId })
      .from(workOrderAssignees)
      .where(and(eq(workOrderAssignees.farmId, farmId), eq(workOrderAssignees.userId, userId)));
    return inArray(workOrders.id, assigned);
  }

  private overdue({ today, overdue }: { today: string; overdue: boolean }) {
    const late = isOverdue(today);
    // Without a due date `late` is NULL: such an order is not overdue.
    return overdue ? late : sql`(${late}) IS NOT TRUE`;
  }

  async find(id: string): Promise<WorkOrderRow | undefined> {
    return (await this.shown(id))?.row;
  }

  /**
   * The order, with what its page shows of it (`fields`, and `machineFields` on its machine)
   * carried in the same statement: its machine, people, checklist and timeline.
   */
  shown(id: string, fields?: readonly string[], machineFields?: readonly string[]) {
    return this.records.byId<WorkOrderRow>({
      table: workOrders,
      idColumn: workOrders.id,
      id,
      fields,
      carried: {
        equipment: carriedMachine(workOrders.equipmentId, machineFields),
        assignees: CARRIED_ASSIGNEES,
        requester: CARRIED_REQUESTER,
        checklist: CARRIED_CHECKLIST,
        timeline: CARRIED_TIMELINE,
      },
    });
  }

  /** The row, locked until the transaction ends (PGlite runs transactions one at a time anyway). */
  async lock(tx: Db, id: string): Promise<WorkOrderRow> {
    const [row] = await tx.select().from(workOrders).where(eq(workOrders.id, id)).for('update');
    return row;
  }

  /**
   * The farm's next order number, taken in the caller's transaction: the counter row stays
   * locked until it ends, and a rollback gives the number back (no gaps, no duplicates).
   */
  async nextNumber(tx: Db, farmId: string): Promise<number> {
    const [counter] = await tx
      .insert(farmCounters)
      .values({ farmId, name: 'work_order', value: 1 })
      .onConflictDoUpdate({
        target: [farmCounters.farmId, farmCounters.name],
        set: { value: sql`${farmCounters.value} + 1` },
      })
      .returning({ value: farmCounters.value });
    return counter.value;
  }

  async insert(tx: Db, values: NewWorkOrder): Promise<WorkOrderRow> {
    const [row] = await tx
      .insert(workOrders)
      .values({ ...values, updatedAt: new Date() })
      .returning();
    return row;
  }

  async update(tx: Db, id: string, values: Partial<NewWorkOrder>): Promise<WorkOrderRow> {
    const [row] = await tx
      .update(workOrders)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(workOrders.id, id))
      .returning();
    return row;
  }

  /** A machine of this farm, locked for the transaction; undefined when the farm has no such machine. */
  async lockMachine(tx: Db, farmId: string, machineId: string) {
    const [row] = await tx
      .select()
      .from(equipment)
      .where(and(eq(equipment.farmId, farmId), eq(equipment.id, machineId)))
      .for('update');
    return row;
  }

  /** The order's machine, whatever its status, locked (every write here locks it after the order). */
  async machineOf(tx: Db, order: Pick<WorkOrderRow, 'farmId' | 'equipmentId'>) {
    return (await this.lockMachine(tx, order.farmId, order.equipmentId))!;
  }

  /**
   * The status another open order holding the same machine DOWN will give it back: an order
   * that stops a machine already stopped by another one gives back what the first would.
   */
  async statusHeldByOthers(tx: Db, order: WorkOrderRow) {
    const [other] = await tx
      .select({ before: workOrders.equipmentStatusBefore })
      .from(workOrders)
      .where(
        and(
          eq(workOrders.farmId, order.farmId),
          eq(workOrders.equipmentId, order.equipmentId),
          workOrders.equipmentDown,
          isOpen,
          ne(workOrders.id, order.id),
        ),
      )
      .limit(1);
    return other ? (other.before ?? 'OPERATIONAL') : undefined;
  }

  /** The members of the farm among `userIds` who may be assigned orders, with their names. */
  eligibleAssignees(tx: Db, farmId: string, userIds: readonly string[]) {
    return tx
      .select(person)
      .from(farmMembers)
      .innerJoin(users, eq(users.id, farmMembers.userId))
      .where(
        and(
          eq(farmMembers.farmId, farmId),
          inArray(farmMembers.role, ['technician', 'manager']),
          // A deactivated account keeps its memberships for a reactivation, but takes no work.
          isNull(users.deactivatedAt),
          userIds.length ? inArray(farmMembers.userId, [...userIds]) : undefined,
        ),
      )
      .orderBy(asc(users.name), asc(users.id));
  }

  async isMember(tx: Db, farmId: string, userId: string): Promise<boolean> {
    const found = await tx
      .select({ one: sql`1` })
      .from(farmMembers)
      .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.userId, userId)));
    return found.length > 0;
  }

  /** The assignees of one order, by name (in the write's transaction). */
  assigneesIn(tx: Db, order: Pick<WorkOrderRow, 'farmId' | 'id'>) {
    return tx
      .select(person)
      .from(workOrderAssignees)
      .innerJoin(users, eq(users.id, workOrderAssignees.userId))
      .where(and(eq(workOrderAssignees.farmId, order.farmId), eq(workOrderAssignees.workOrderId, order.id)))
      .orderBy(asc(users.name), asc(users.id));
  }

  async replaceAssignees(tx: Db, order: WorkOrderRow, userIds: readonly string[]): Promise<void> {
    await tx
      .delete(workOrderAssignees)
      .where(and(eq(workOrderAssignees.farmId, order.farmId), eq(workOrderAssignees.workOrderId, order.id)));
    if (userIds.length)
      await tx
        .insert(workOrderAssignees)
        .values(userIds.map((userId) => ({ farmId: order.farmId, workOrderId: order.id, userId })));
  }

  // --- batched reads of the loaders -----------------------------------------------------

  /** Rows by id, of any farm (the loader's batch; a parent shares its child's farm). */
  byIds(ids: readonly string[]) {
    return this.statements.byIds.execute(idsParam(ids));
  }

  /** The assignees of these orders, by name. */
  assigneesOf(orderIds: readonly string[]) {
    return this.statements.assigneesOf.execute(idsParam(orderIds));
  }

  /** People by id (requesters). */
  peopleByIds(userIds: readonly string[]) {
    return this.statements.peopleByIds.execute(idsParam(userIds));
  }

  /** The newest `first` orders of each of these machines (by number). */
  ofMachines(machineIds: readonly string[], first: number) {
    const ranked = this.db
      .select({
        ...getTableColumns(workOrders),
        rank: sql<number>`row_number() over (partition by ${workOrders.equipmentId} order by ${workOrders.number} desc)`.as(
          'rank',
        ),
      })
      .from(workOrders)
      .where(inArray(workOrders.equipmentId, [...machineIds]))
      .as('ranked');
    return this.db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, first))
      .orderBy(asc(ranked.equipmentId), desc(ranked.number)) as unknown as Promise<WorkOrderRow[]>;
  }
}
