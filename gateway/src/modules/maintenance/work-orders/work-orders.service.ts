// Work orders: the rules of listing, reading, creating, editing and assigning them. Status
// changes, checklist, failure codes and downtime are services of their own over this one,
// composed in index.ts so that none imports another in a circle. Farm access and permissions
// are checked here for both transports; every write runs in one transaction with its audit entry and its
// notifications (lib/write.ts), so a refused write changes nothing.
import type { Db } from '../../../db/client.js';
import type { EquipmentRow, WorkOrderRow } from '../../../db/schema.js';
import { createOnce } from '../../../lib/create-once.js';
import { badInput, notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import type { PageRequest } from '../../../lib/pagination.js';
import { parseInput } from '../../../lib/validation.js';
import { writeFarm } from '../../../lib/write.js';
import { diff, recordAudit } from '../../core/audit/audit.service.js';
import { assertFarmAccess, assertFarmPermission } from '../../core/farm/farm-access.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import type { EquipmentService } from '../equipment/equipment.service.js';
import { MachineHold } from './machine-hold.js';
import { assertMay, assertOpen, MANAGE, roleOn } from './work-order-rules.js';
import { formatNumber, type WorkOrderPersonModel } from './work-orders.mappers.js';
import { notifyAssigned } from './work-orders.notifications.js';
import type { NewWorkOrder, WorkOrderRepository, WorkOrderSortField } from './work-orders.repository.js';
import {
  AssignSchema,
  RescheduleSchema,
  CreateWorkOrderSchema,
  MAX_ASSIGNEES,
  UpdateWorkOrderSchema,
  WORK_ORDER_AUDITED_FIELDS,
  WorkOrderFilterSchema,
  type WorkOrderFilter,
} from './work-orders.schemas.js';

const DAY_MS = 86_400_000;
/** The UTC day `today()` last answered, and where it starts. */
let day = { start: 0, date: '' };

/**
 * Today's date (UTC), which "overdue" compares due dates with. Each row of a list asks it;
 * formatting a new Date for each was a visible share of a page's CPU, so the day is kept
 * until the clock leaves it (either way: tests move the clock back).
 */
export function today(): string {
  const now = Date.now();
  if (now < day.start || now >= day.start + DAY_MS) {
    const start = now - (now % DAY_MS);
    day = { start, date: new Date(start).toISOString().slice(0, 10) };
  }
  return day.date;
}

/** A rescheduled order, and its schedule and assignees before the move. */
export interface Rescheduled {
  order: WorkOrderRow;
  previous: { scheduledStart: Date | null; scheduledEnd: Date | null; assigneeIds: string[] };
}

type Editable = Partial<Pick<WorkOrderRow, 'type' | 'scheduledStart' | 'scheduledEnd' | 'failureAt' | 'equipmentDown'>>;

export class WorkOrderService {
  readonly hold: MachineHold;

  constructor(
    readonly repository: WorkOrderRepository,
    readonly equipment: EquipmentService,
  ) {
    this.hold = new MachineHold(repository, equipment);
  }

  write<T>(farmId: string, work: (tx: Db) => Promise<T>) {
    return writeFarm(this.repository.db, this.repository.lists.counts, farmId, work);
  }

  list(
    user: UserModel,
    farmId: string,
    filterInput: unknown = {},
    sort: { field: WorkOrderSortField; direction?: 'ASC' | 'DESC' | null } = { field: 'NUMBER', direction: 'DESC' },
    page: PageRequest = {},
    /** The fields asked for on the nodes (GraphQL); rows then hold only what those need. */
    fields?: readonly string[],
    /** The fields asked for on the orders' machines, likewise. */
    machineFields?: readonly string[],
  ) {
    assertFarmAccess(user, farmId);
    const { assigneeId, assignedToMe, overdue, ...rest } = parseInput(WorkOrderFilterSchema, filterInput);
    const filter: WorkOrderFilter = {
      ...rest,
      assigneeIds: [...new Set([...(assigneeId ? [assigneeId] : []), ...(assignedToMe ? [user.id] : [])])],
      overdue: overdue == null ? null : { today: today(), overdue },
    };
    return this.repository.page(farmId, filter, sort, page, fields, machineFields);
  }

  /** An order the user may see; NOT_FOUND or FORBIDDEN otherwise. */
  async get(user: UserModel, id: unknown): Promise<WorkOrderRow> {
    return (await this.show(user, id)).row;
  }

  /**
   * The order, with what its page shows of it carried along (`fields`, and `machineFields` on
   * its machine: WorkOrderRepository.shown), for someone who may see its farm.
   */
  async show(user: UserModel, id: unknown, fields?: readonly string[], machineFields?: readonly string[]) {
    const found = isUuid(id) ? await this.repository.shown(id, fields, machineFields) : undefined;
    if (!found) throw notFound('Work order');
    assertFarmAccess(user, found.row.farmId);
    return found;
  }

  /** Who may be assigned the farm's orders: its technicians and managers. */
  assignable(user: UserModel, farmId: string): Promise<WorkOrderPersonModel[]> {
    assertFarmAccess(user, farmId);
    return this.repository.eligibleAssignees(this.repository.db, farmId, []);
  }

  async create(user: UserModel, input: unknown): Promise<WorkOrderRow> {
    // Permission before validation: someone outside the farm learns nothing from error details.
    const namedFarm = (input as { farmId?: unknown } | null)?.farmId;
    if (typeof namedFarm === 'string') assertFarmPermission(user, namedFarm, MANAGE);
    const { assigneeIds, ...data } = parseInput(CreateWorkOrderSchema, input);
    assertFarmPermission(user, data.farmId, MANAGE);
    checkCorrective(data);
    const { id: clientId, farmId } = data;
    return createOnce({
      earlier: async () => (clientId ? this.repository.find(clientId) : undefined),
      belongs: (order) => order.farmId === farmId,
      create: () =>
        this.write(farmId, async (tx) => {
          const machine = await this.machineIn(tx, farmId, data.equipmentId);
          const people = await this.assignees(tx, farmId, assigneeIds ?? []);
          if (data.requesterId) await this.checkRequester(tx, farmId, data.requesterId);
          const values = { ...data, id: clientId ?? undefined, requesterId: data.requesterId ?? user.id };
          return this.createIn(tx, user, machine, values, people);
        }),
    });
  }

  /**
   * Numbers and inserts an order whose machine, assignees and requester the caller checked,
   * holds its machine if it is down, audits it and tells its assignees.
   */
  async createIn(
    tx: Db,
    user: UserModel,
    machine: EquipmentRow,
    values: Omit<NewWorkOrder, 'number'>,
    people: WorkOrderPersonModel[] = [],
  ): Promise<WorkOrderRow> {
    const number = await this.repository.nextNumber(tx, values.farmId);
    let row = await this.repository.insert(tx, { ...values, number, createdBy: user.id });
    const ids = people.map((p) => p.id);
    await this.repository.replaceAssignees(tx, row, ids);
    if (row.equipmentDown) row = await this.hold.take(tx, user, row);
    await this.audit(tx, user, row, 'CREATE', {
      ...diff({}, row, [...WORK_ORDER_AUDITED_FIELDS, 'status', 'parentId']),
      number: { before: null, after: formatNumber(row.number) },
      ...(people.length ? { assignees: { before: null, after: people.map((p) => p.name) } } : {}),
    });
    await notifyAssigned(tx, row, machine, ids, user.id);
    return row;
  }

  async update(user: UserModel, id: unknown, input: unknown): Promise<WorkOrderRow> {
    const current = await this.get(user, id);
    assertFarmPermission(user, current.farmId, MANAGE);
    const changes = parseInput(UpdateWorkOrderSchema, input);
    return this.write(current.farmId, async (tx) => {
      const locked = await this.repository.lock(tx, current.id);
      assertOpen(locked);
      checkCorrective({ ...locked, ...changes });
      if (changes.equipmentId) await this.machineIn(tx, locked.farmId, changes.equipmentId);
      if (changes.requesterId) await this.checkRequester(tx, locked.farmId, changes.requesterId);
      const audit = diff(locked, { ...locked, ...changes }, WORK_ORDER_AUDITED_FIELDS);
      if (!Object.keys(audit).length) return locked;
      const row = await this.hold.follow(tx, user, locked, await this.repository.update(tx, locked.id, changes));
      await this.audit(tx, user, row, 'UPDATE', audit);
      return row;
    });
  }

  /** Replaces the order's assignees; the new ones are notified. */
  async assign(user: UserModel, id: unknown, input: unknown): Promise<WorkOrderRow> {
    const current = await this.get(user, id);
    assertFarmPermission(user, current.farmId, MANAGE);
    const { assigneeIds } = parseInput(AssignSchema, input);
    return this.write(current.farmId, async (tx) => {
      const locked = await this.repository.lock(tx, current.id);
      assertOpen(locked);
      const before = await this.repository.assigneesIn(tx, locked);
      const after = await this.assignees(tx, locked.farmId, assigneeIds);
      const [names, newNames] = [before.map((p) => p.name), after.map((p) => p.name)];
      if (JSON.stringify(before.map((p) => p.id)) === JSON.stringify(after.map((p) => p.id))) return locked;
      await this.repository.replaceAssignees(
        tx,
        locked,
        after.map((p) => p.id),
      );
      const row = await this.repository.update(tx, locked.id, {});
      await this.audit(tx, user, row, 'ASSIGN', { assignees: { before: names, after: newNames } });
      const added = after.filter((p) => !before.some((b) => b.id === p.id)).map((p) => p.id);
      await notifyAssigned(tx, row, await this.repository.machineOf(tx, row), added, user.id);
      return row;
    });
  }

  /**
   * Moves an open order to another time and/or technician (the planning calendar's drag),
   * audited as RESCHEDULE. Answers the order and what it was, so a client can move it back.
   */
  async reschedule(user: UserModel, id: unknown, input: unknown): Promise<Rescheduled> {
    const current = await this.get(user, id);
    assertFarmPermission(user, current.farmId, MANAGE);
    const { scheduledStart, scheduledEnd, assigneeId, assigneeIds } = parseInput(RescheduleSchema, input);
    return this.write(current.farmId, async (tx) => {
      const locked = await this.repository.lock(tx, current.id);
      assertOpen(locked);
      const duration =
        locked.scheduledStart && locked.scheduledEnd ? +locked.scheduledEnd - +locked.scheduledStart : null;
      // An absent end keeps the duration; no start (an undo back to unscheduled) has no end.
      const kept = scheduledStart && duration != null ? new Date(+scheduledStart + duration) : null;
      const end = scheduledStart && scheduledEnd !== undefined ? scheduledEnd : kept;
      checkCorrective({ scheduledStart, scheduledEnd: end });
      const before = await this.repository.assigneesIn(tx, locked);
      const wanted = assigneeIds ?? (assigneeId ? [assigneeId] : null);
      const after = wanted ? await this.assignees(tx, locked.farmId, wanted) : before;
      const previous = {
        scheduledStart: locked.scheduledStart,
        scheduledEnd: locked.scheduledEnd,
        assigneeIds: before.map((p) => p.id),
      };
      const changes = diff(locked, { ...locked, scheduledStart, scheduledEnd: end }, [
        'scheduledStart',
        'scheduledEnd',
      ]);
      const [names, newNames] = [before.map((p) => p.name), after.map((p) => p.name)];
      if (JSON.stringify(names) !== JSON.stringify(newNames)) changes.assignees = { before: names, after: newNames };
      if (!Object.keys(changes).length) return { order: locked, previous };
      if (wanted)
        await this.repository.replaceAssignees(
          tx,
          locked,
          after.map((p) => p.id),
        );
      const row = await this.repository.update(tx, locked.id, { scheduledStart, scheduledEnd: end });
      await this.audit(tx, user, row, 'RESCHEDULE', changes);
      const added = after.filter((p) => !before.some((b) => b.id === p.id)).map((p) => p.id);
      if (added.length) await notifyAssigned(tx, row, await this.repository.machineOf(tx, row), added, user.id);
      return { order: row, previous };
    });
  }

  /**
   * A change to what an open order carries (its checklist, its downtime…): in one transaction
   * with the order locked, the caller's right checked on it (a manager's when `managerOnly`,
   * else an assignee's too), BAD_USER_INPUT for a closed order, and its updatedAt moved (the
   * list sorts by it).
   */
  changeOpen<T>(
    user: UserModel,
    order: Pick<WorkOrderRow, 'id' | 'farmId'>,
    managerOnly: boolean,
    work: (tx: Db, locked: WorkOrderRow) => Promise<T>,
  ): Promise<T> {
    return this.write(order.farmId, async (tx) => {
      const locked = await this.repository.lock(tx, order.id);
      await this.assertMayIn(tx, user, locked, managerOnly);
      assertOpen(locked);
      const result = await work(tx, locked);
      await this.repository.update(tx, locked.id, {});
      return result;
    });
  }

  /** Permission on an order as locked in the transaction: FORBIDDEN unless the user may. */
  async assertMayIn(tx: Db, user: UserModel, order: WorkOrderRow, managerOnly: boolean): Promise<void> {
    const assignees = managerOnly ? [] : (await this.repository.assigneesIn(tx, order)).map((p) => p.id);
    assertMay(roleOn(user, order, assignees), managerOnly);
  }

  audit(tx: Db, user: UserModel, order: WorkOrderRow, action: string, changes: Record<string, unknown>) {
    return recordAudit(tx, {
      farmId: order.farmId,
      entityType: 'work_order',
      entityId: order.id,
      action,
      actorId: user.id,
      changes: changes as Record<string, { before: unknown; after: unknown }>,
    });
  }

  /** A machine of the order's farm that is not retired; BAD_USER_INPUT otherwise. */
  async machineIn(tx: Db, farmId: string, machineId: string): Promise<EquipmentRow> {
    const machine = await this.repository.lockMachine(tx, farmId, machineId);
    if (!machine) throw badInput('equipmentId: this farm has no such machine').translated('workOrderMachineNotInFarm');
    if (machine.status === 'RETIRED') throw badInput('This machine is retired').translated('machineRetired');
    return machine;
  }

  /** The farm's technicians and managers named by `ids`; BAD_USER_INPUT when one is not. */
  async assignees(tx: Db, farmId: string, ids: readonly string[]): Promise<WorkOrderPersonModel[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const people = await this.repository.eligibleAssignees(tx, farmId, unique);
    if (people.length !== unique.length || unique.length > MAX_ASSIGNEES)
      throw badInput('assigneeIds: every assignee must be a technician or a manager of this farm').translated(
        'workOrderAssigneeNotEligible',
      );
    return people;
  }

  private async checkRequester(tx: Db, farmId: string, userId: string): Promise<void> {
    if (!(await this.repository.isMember(tx, farmId, userId)))
      throw badInput('requesterId: the requester must be a member of this farm').translated(
        'workOrderRequesterNotMember',
      );
  }
}

/** Failure time and "equipment down" belong to corrective orders; a schedule ends after it starts. */
function checkCorrective(order: Editable): void {
  if (order.type === 'PREVENTIVE' && (order.failureAt || order.equipmentDown))
    throw badInput('failureAt and equipmentDown are for corrective orders only').translated('workOrderCorrectiveOnly');
  if (order.scheduledStart && order.scheduledEnd && order.scheduledEnd < order.scheduledStart)
    throw badInput('scheduledEnd: the end cannot be before the start').translated('workOrderScheduleOrder');
}
