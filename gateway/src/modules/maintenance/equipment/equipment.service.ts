// The equipment register's rules: list, detail, create, update, retire and meter readings.
// Farm access and permissions are checked here, for both transports; every write is
// audited in its own transaction (lib/write.ts). The SQL is in equipment.repository.ts.
import type { Db } from '../../../db/client.js';
import type { EquipmentRow } from '../../../db/schema.js';
import { badInput, conflict, notFound, type AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import type { PageRequest } from '../../../lib/pagination.js';
import { parseInput } from '../../../lib/validation.js';
import { writeFarm } from '../../../lib/write.js';
import { diff, recordAudit } from '../../core/audit/audit.service.js';
import { assertFarmAccess, assertFarmPermission } from '../../core/farm/farm-access.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import type { EquipmentRepository, EquipmentSortField } from './equipment.repository.js';
import {
  CreateEquipmentSchema,
  EQUIPMENT_AUDITED_FIELDS,
  EquipmentFilterSchema,
  ReadingSchema,
  UpdateEquipmentSchema,
} from './equipment.schemas.js';

const codeTaken = (code: string) => () =>
  conflict(`Another machine of this farm already has the code ${code}`).translated('equipmentCodeTaken', { code });
const noMeter = (message: string) => badInput(message).translated('noMeter');

/** Told of a machine's new reading once it is committed (the plans' scheduler listens). */
export type ReadingListener = (machine: EquipmentRow) => Promise<unknown>;

export class EquipmentService {
  private readonly readingListeners: ReadingListener[] = [];

  constructor(readonly repository: EquipmentRepository) {}

  /** Registers work to do after each recorded reading; modules above this one use it, so it imports none. */
  afterReading(listener: ReadingListener): void {
    this.readingListeners.push(listener);
  }

  private get db(): Db {
    return this.repository.db;
  }

  private write<T>(farmId: string, work: (tx: Db) => Promise<T>, whenTaken?: () => AppError) {
    return writeFarm(this.db, this.repository.lists.counts, farmId, work, whenTaken);
  }

  list(
    user: UserModel,
    farmId: string,
    filterInput: unknown = {},
    sort: { field: EquipmentSortField; direction?: 'ASC' | 'DESC' | null } = { field: 'CODE' },
    page: PageRequest = {},
    /** The fields asked for on the nodes (GraphQL); rows then hold only what those need. */
    fields?: readonly string[],
  ) {
    assertFarmAccess(user, farmId);
    return this.repository.page(farmId, parseInput(EquipmentFilterSchema, filterInput), sort, page, fields);
  }

  /** A machine the user may see; NOT_FOUND or FORBIDDEN otherwise. */
  async get(user: UserModel, id: unknown): Promise<EquipmentRow> {
    const row = isUuid(id) ? await this.repository.find(id) : undefined;
    if (!row) throw notFound('Equipment');
    assertFarmAccess(user, row.farmId);
    return row;
  }

  async create(user: UserModel, input: unknown): Promise<EquipmentRow> {
    // Permission before validation: someone outside the farm learns nothing from error details.
    const namedFarm = (input as { farmId?: unknown } | null)?.farmId;
    if (typeof namedFarm === 'string') assertFarmPermission(user, namedFarm, 'equipment.write');
    const { meterValue, ...data } = parseInput(CreateEquipmentSchema, input);
    assertFarmPermission(user, data.farmId, 'equipment.write');
    if (meterValue && data.meterUnit === 'NONE') throw noMeter('meterValue: this machine has no meter');
    if (data.parentId) await this.checkParent(data.farmId, null, data.parentId);
    return this.write(
      data.farmId,
      async (tx) => {
        const row = await this.repository.insert(tx, { ...data, meterValue: meterValue ?? 0, updatedAt: new Date() });
        if (meterValue)
          await this.repository.insertReading(tx, {
            farmId: row.farmId,
            equipmentId: row.id,
            value: meterValue,
            recordedBy: user.id,
          });
        await recordAudit(tx, {
          farmId: row.farmId,
          entityType: 'equipment',
          entityId: row.id,
          action: 'CREATE',
          actorId: user.id,
          changes: diff({}, row, [...EQUIPMENT_AUDITED_FIELDS, 'meterValue']),
        });
        await recordParentsSide(tx, user, row, null);
        return row;
      },
      codeTaken(data.code),
    );
  }

  async update(user: UserModel, id: unknown, input: unknown): Promise<EquipmentRow> {
    const current = await this.get(user, id);
    assertFarmPermission(user, current.farmId, 'equipment.write');
    const changes = parseInput(UpdateEquipmentSchema, input);
    if (changes.parentId) await this.checkParent(current.farmId, current.id, changes.parentId);
    return this.write(
      current.farmId,
      async (tx) => {
        // Diff against the row as locked in this transaction, so concurrent edits each
        // record the true "before".
        const locked = await this.repository.lock(tx, current.id);
        // Readings are numbers in the machine's unit: a new unit would silently misread them.
        // Readings are recorded under the same lock, so none can slip in after this check.
        if (
          changes.meterUnit &&
          changes.meterUnit !== locked.meterUnit &&
          (await this.repository.hasReadings(tx, locked))
        )
          throw badInput(
            `meterUnit: this machine has readings in ${locked.meterUnit}; its unit can no longer change`,
          ).translated('meterUnitFixed', { meterUnit: locked.meterUnit });
        const audit = diff(locked, { ...locked, ...changes }, EQUIPMENT_AUDITED_FIELDS);
        if (!Object.keys(audit).length) return locked;
        const row = await this.repository.update(tx, current.id, changes);
        await recordAudit(tx, {
          farmId: row.farmId,
          entityType: 'equipment',
          entityId: row.id,
          action: 'UPDATE',
          actorId: user.id,
          changes: audit,
        });
        if ('parentId' in audit) await recordParentsSide(tx, user, row, locked.parentId);
        return row;
      },
      codeTaken(changes.code ?? current.code),
    );
  }

  /** Retired machines keep their history; there is no hard delete. */
  async retire(user: UserModel, id: unknown): Promise<EquipmentRow> {
    const current = await this.get(user, id);
    assertFarmPermission(user, current.farmId, 'equipment.write');
    return this.write(current.farmId, async (tx) => {
      const locked = await this.repository.lock(tx, current.id);
      if (locked.status === 'RETIRED') return locked;
      const row = await this.repository.update(tx, current.id, { status: 'RETIRED' });
      await recordAudit(tx, {
        farmId: row.farmId,
        entityType: 'equipment',
        entityId: row.id,
        action: 'RETIRE',
        actorId: user.id,
        changes: { status: { before: locked.status, after: 'RETIRED' } },
      });
      return row;
    });
  }

  async recordReading(user: UserModel, equipmentId: unknown, input: unknown) {
    const machine = await this.get(user, equipmentId);
    assertFarmPermission(user, machine.farmId, 'meters.write');
    const reading = await this.write(machine.farmId, (tx) => this.recordReadingIn(tx, user, machine, input));
    // After the commit: a listener's failure never undoes the reading (it logs and retries on its job).
    for (const listener of this.readingListeners) await listener(machine).catch(() => undefined);
    return reading;
  }

  /**
   * A reading recorded in the caller's transaction (a completed work order's too), with the
   * register's rules; the caller has checked the machine's farm and the user's permission.
   */
  async recordReadingIn(tx: Db, user: UserModel, machine: EquipmentRow, input: unknown) {
    const { value, readAt } = parseInput(ReadingSchema, input);
    if (machine.meterUnit === 'NONE') throw noMeter('This machine has no meter');
    if (machine.status === 'RETIRED') throw badInput('This machine is retired').translated('machineRetired');
    // The row is locked for the transaction: of two racing readings the lower one is
    // refused, and the audit's "before" is the value it really replaced.
    const locked = await this.repository.lock(tx, machine.id);
    if (value < locked.meterValue)
      throw badInput(`The reading ${value} is lower than the last one (${locked.meterValue})`).translated(
        'readingTooLow',
        { value, last: locked.meterValue },
      );
    await this.repository.update(tx, machine.id, { meterValue: value });
    const reading = await this.repository.insertReading(tx, {
      farmId: machine.farmId,
      equipmentId: machine.id,
      value,
      readAt: readAt ?? new Date(),
      recordedBy: user.id,
    });
    await recordAudit(tx, {
      farmId: machine.farmId,
      entityType: 'equipment',
      entityId: machine.id,
      action: 'READING',
      actorId: user.id,
      changes: { meterValue: { before: locked.meterValue, after: value } },
    });
    return { ...reading, recordedByName: user.name, before: locked.meterValue };
  }

  /**
   * A work order stops the machine (DOWN) or gives it back the status it had, in the order's
   * transaction; audited on the machine with the order's number. `machine` is locked there.
   */
  async setStatusForWorkOrder(
    tx: Db,
    user: UserModel,
    machine: EquipmentRow,
    status: EquipmentRow['status'],
    workOrder: { before: string | null; after: string | null },
  ): Promise<EquipmentRow> {
    const row = await this.repository.update(tx, machine.id, { status });
    await recordAudit(tx, {
      farmId: machine.farmId,
      entityType: 'equipment',
      entityId: machine.id,
      action: 'WORK_ORDER',
      actorId: user.id,
      changes: { status: { before: machine.status, after: status }, workOrder },
    });
    return row;
  }

  /** The parent must be another machine of the same farm, and not one of this machine's descendants. */
  private async checkParent(farmId: string, selfId: string | null, parentId: string): Promise<void> {
    let cursor: string | null = parentId;
    for (let depth = 0; cursor && depth < 20; depth++) {
      if (cursor === selfId)
        throw badInput('parentId: a machine cannot be attached to itself or to one of its own implements').translated(
          'parentCycle',
        );
      const parent = await this.repository.parentLink(cursor);
      if (!parent || parent.farmId !== farmId)
        throw badInput('parentId: the parent machine must belong to the same farm').translated('parentOtherFarm');
      cursor = parent.parentId;
    }
  }
}

/**
 * Attaching or detaching an implement, as the parents' history tells it: the machine it
 * left (DETACH) and the one it joined (ATTACH), next to the implement's own UPDATE.
 */
async function recordParentsSide(tx: Db, user: UserModel, implement: EquipmentRow, formerParentId: string | null) {
  const sides = [
    { parentId: formerParentId, action: 'DETACH', change: { before: implement.code, after: null } },
    { parentId: implement.parentId, action: 'ATTACH', change: { before: null, after: implement.code } },
  ];
  for (const { parentId, action, change } of sides) {
    if (!parentId) continue;
    await recordAudit(tx, {
      farmId: implement.farmId,
      entityType: 'equipment',
      entityId: parentId,
      action,
      actorId: user.id,
      changes: { implement: change },
    });
  }
}
