// The equipment register: list (filtered, sorted, keyset-paginated), detail, create,
// update, retire and meter readings. Farm access and permissions are checked here, for
// both transports; every write is audited in its own transaction.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { equipment, meterReadings, users, type EquipmentRow } from '../../db/schema.js';
import { badInput, conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { writeFarm } from '../../lib/list-counts.js';
import type { ListPages } from '../../lib/list-page.js';
import { allOf, type PageRequest, type SortSpec } from '../../lib/pagination.js';
import { parseInput } from '../../lib/validation.js';
import { containsText } from '../../lib/search.js';
import { diff, recordAudit } from '../audit/audit.service.js';
import { assertFarmAccess, assertFarmPermission } from '../farm/farm-access.js';
import type { UserModel } from '../user/user.mappers.js';
import {
  CreateEquipmentSchema,
  EQUIPMENT_AUDITED_FIELDS,
  EquipmentFilterSchema,
  ReadingSchema,
  UpdateEquipmentSchema,
} from './equipment.schemas.js';

/** Sortable columns: what to order by, what its values are, and a row's cursor value. */
const SORTS = {
  CODE: { column: equipment.code, kind: 'text', value: (row: EquipmentRow) => row.code },
  NAME: { column: equipment.name, kind: 'text', value: (row: EquipmentRow) => row.name },
  STATUS: { column: equipment.status, kind: 'text', value: (row: EquipmentRow) => row.status },
  METER: { column: equipment.meterValue, kind: 'number', value: (row: EquipmentRow) => row.meterValue },
  UPDATED_AT: { column: equipment.updatedAt, kind: 'timestamp', value: (row: EquipmentRow) => row.updatedAt },
} as const satisfies Record<string, SortSpec<EquipmentRow>>;
export type EquipmentSortField = keyof typeof SORTS;

const codeTaken = (code: string) =>
  conflict(`Another machine of this farm already has the code ${code}`).translated('equipmentCodeTaken', { code });
const noMeter = (message: string) => badInput(message).translated('noMeter');

export class EquipmentService {
  constructor(
    private readonly db: Db,
    private readonly lists: ListPages,
  ) {}

  async list(
    user: UserModel,
    farmId: string,
    filterInput: unknown = {},
    sort: { field: EquipmentSortField; direction?: 'ASC' | 'DESC' | null } = { field: 'CODE' },
    page: PageRequest = {},
    /** The fields asked for on the nodes (GraphQL); rows then hold only what those need. */
    fields?: readonly string[],
  ) {
    assertFarmAccess(user, farmId);
    const filter = parseInput(EquipmentFilterSchema, filterInput);
    const statuses = filter.status?.length ? filter.status : null;
    const conditions = () =>
      allOf(
        eq(equipment.farmId, farmId),
        filter.text ? containsText(equipment.search, filter.text) : undefined,
        filter.category?.length ? inArray(equipment.category, [...filter.category]) : undefined,
        statuses ? inArray(equipment.status, [...statuses]) : undefined,
        !statuses && !filter.includeRetired ? ne(equipment.status, 'RETIRED') : undefined,
        filter.criticality?.length ? inArray(equipment.criticality, [...filter.criticality]) : undefined,
        filter.location ? containsText(sql`lower(${equipment.location})`, filter.location) : undefined,
      );
    return this.lists.page({
      table: equipment,
      idColumn: equipment.id,
      farmId,
      conditions,
      filterKey: JSON.stringify(filter),
      sort: SORTS[sort.field],
      direction: sort.direction,
      page,
      fields,
    });
  }

  /** A machine the user may see; NOT_FOUND or FORBIDDEN otherwise. */
  async get(user: UserModel, id: unknown): Promise<EquipmentRow> {
    const row = isUuid(id) ? (await this.db.select().from(equipment).where(eq(equipment.id, id)))[0] : undefined;
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
    try {
      return await writeFarm(this.db, this.lists.counts, data.farmId, async (tx) => {
        const [row] = await tx
          .insert(equipment)
          .values({ ...data, meterValue: meterValue ?? 0, updatedAt: new Date() })
          .returning();
        if (meterValue)
          await tx
            .insert(meterReadings)
            .values({ farmId: row.farmId, equipmentId: row.id, value: meterValue, recordedBy: user.id });
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
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken(data.code);
      throw error;
    }
  }

  async update(user: UserModel, id: unknown, input: unknown): Promise<EquipmentRow> {
    const current = await this.get(user, id);
    assertFarmPermission(user, current.farmId, 'equipment.write');
    const changes = parseInput(UpdateEquipmentSchema, input);
    if (changes.parentId) await this.checkParent(current.farmId, current.id, changes.parentId);
    try {
      return await writeFarm(this.db, this.lists.counts, current.farmId, async (tx) => {
        // Diff against the row as locked in this transaction, so concurrent edits each
        // record the true "before".
        const locked = await lockEquipment(tx, current.id);
        // Readings are numbers in the machine's unit: a new unit would silently misread them.
        // Readings are recorded under the same lock, so none can slip in after this check.
        if (changes.meterUnit && changes.meterUnit !== locked.meterUnit && (await hasReadings(tx, locked)))
          throw badInput(
            `meterUnit: this machine has readings in ${locked.meterUnit}; its unit can no longer change`,
          ).translated('meterUnitFixed', { meterUnit: locked.meterUnit });
        const audit = diff(locked, { ...locked, ...changes }, EQUIPMENT_AUDITED_FIELDS);
        if (!Object.keys(audit).length) return locked;
        const [row] = await tx
          .update(equipment)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(equipment.id, current.id))
          .returning();
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
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken(changes.code ?? current.code);
      throw error;
    }
  }

  /** Retired machines keep their history; there is no hard delete. */
  async retire(user: UserModel, id: unknown): Promise<EquipmentRow> {
    const current = await this.get(user, id);
    assertFarmPermission(user, current.farmId, 'equipment.write');
    return writeFarm(this.db, this.lists.counts, current.farmId, async (tx) => {
      const locked = await lockEquipment(tx, current.id);
      if (locked.status === 'RETIRED') return locked;
      const [row] = await tx
        .update(equipment)
        .set({ status: 'RETIRED', updatedAt: new Date() })
        .where(eq(equipment.id, current.id))
        .returning();
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
    const { value, readAt } = parseInput(ReadingSchema, input);
    if (machine.meterUnit === 'NONE') throw noMeter('This machine has no meter');
    if (machine.status === 'RETIRED') throw badInput('This machine is retired').translated('machineRetired');
    return writeFarm(this.db, this.lists.counts, machine.farmId, async (tx) => {
      // The row is locked for the transaction: of two racing readings the lower one is
      // refused, and the audit's "before" is the value it really replaced.
      const locked = await lockEquipment(tx, machine.id);
      if (value < locked.meterValue)
        throw badInput(`The reading ${value} is lower than the last one (${locked.meterValue})`).translated(
          'readingTooLow',
          {
            value,
            last: locked.meterValue,
          },
        );
      await tx.update(equipment).set({ meterValue: value, updatedAt: new Date() }).where(eq(equipment.id, machine.id));
      const [reading] = await tx
        .insert(meterReadings)
        .values({
          farmId: machine.farmId,
          equipmentId: machine.id,
          value,
          readAt: readAt ?? new Date(),
          recordedBy: user.id,
        })
        .returning();
      await recordAudit(tx, {
        farmId: machine.farmId,
        entityType: 'equipment',
        entityId: machine.id,
        action: 'READING',
        actorId: user.id,
        changes: { meterValue: { before: locked.meterValue, after: value } },
      });
      return { ...reading, recordedByName: user.name };
    });
  }

  readings(machine: EquipmentRow, first: number) {
    return this.db
      .select({
        id: meterReadings.id,
        value: meterReadings.value,
        readAt: meterReadings.readAt,
        recordedByName: users.name,
      })
      .from(meterReadings)
      .leftJoin(users, eq(users.id, meterReadings.recordedBy))
      .where(and(eq(meterReadings.farmId, machine.farmId), eq(meterReadings.equipmentId, machine.id)))
      .orderBy(desc(meterReadings.readAt), desc(meterReadings.createdAt))
      .limit(Math.min(Math.max(first, 1), 500));
  }

  children(machine: EquipmentRow) {
    return this.db
      .select()
      .from(equipment)
      .where(and(eq(equipment.farmId, machine.farmId), eq(equipment.parentId, machine.id)))
      .orderBy(asc(equipment.code));
  }

  /** Rows by id within one farm (for parents and compatibility links). */
  byIds(farmId: string, ids: readonly string[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(equipment)
      .where(and(eq(equipment.farmId, farmId), inArray(equipment.id, [...ids])))
      .orderBy(asc(equipment.code));
  }

  /** For the per-request loader: parents are in their child's farm (a composite foreign key). */
  byIdsAnyFarm(ids: readonly string[]) {
    return this.db
      .select()
      .from(equipment)
      .where(inArray(equipment.id, [...ids]));
  }

  /** The parent must be another machine of the same farm, and not one of this machine's descendants. */
  private async checkParent(farmId: string, selfId: string | null, parentId: string): Promise<void> {
    let cursor: string | null = parentId;
    for (let depth = 0; cursor && depth < 20; depth++) {
      if (cursor === selfId)
        throw badInput('parentId: a machine cannot be attached to itself or to one of its own implements').translated(
          'parentCycle',
        );
      const [parent] = await this.db
        .select({ farmId: equipment.farmId, parentId: equipment.parentId })
        .from(equipment)
        .where(eq(equipment.id, cursor));
      if (!parent || parent.farmId !== farmId)
        throw badInput('parentId: the parent machine must belong to the same farm').translated('parentOtherFarm');
      cursor = parent.parentId;
    }
  }
}

/** The row, locked until the transaction ends (PGlite runs transactions one at a time anyway). */
async function lockEquipment(tx: Db, id: string): Promise<EquipmentRow> {
  const [row] = await tx.select().from(equipment).where(eq(equipment.id, id)).for('update');
  return row;
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

async function hasReadings(tx: Db, machine: EquipmentRow): Promise<boolean> {
  const found = await tx
    .select({ one: sql`1` })
    .from(meterReadings)
    .where(and(eq(meterReadings.farmId, machine.farmId), eq(meterReadings.equipmentId, machine.id)))
    .limit(1);
  return found.length > 0;
}
