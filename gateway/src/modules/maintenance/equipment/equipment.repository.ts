// The equipment register's SQL: list pages, rows, locks, readings and the batched reads of
// the per-request loaders. Rules, access checks and audit stay in the service.
import { and, asc, eq, inArray, lte, ne, sql, type Column } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { equipment, meterReadings, users, type EquipmentRow } from '../../../db/schema.js';
import { anyOfIds, idsParam } from '../../../lib/batched.js';
import { columnsFor, jsonRowOf, qualified, rowMaker } from '../../../lib/column-rows.js';
import type { CarriedRelation } from '../../../lib/carried.js';
import type { ListPages } from '../../../lib/list-page.js';
import { allOf, inlineValues, type PageRequest, type SortSpec } from '../../../lib/pagination.js';
import { containsText } from '../../../lib/search.js';
import type { EquipmentFilter } from './equipment.schemas.js';

/** Sortable columns: what to order by, what its values are, and a row's cursor value. */
const SORTS = {
  CODE: { column: equipment.code, kind: 'text', value: (row: EquipmentRow) => row.code },
  NAME: { column: equipment.name, kind: 'text', value: (row: EquipmentRow) => row.name },
  STATUS: { column: equipment.status, kind: 'text', value: (row: EquipmentRow) => row.status },
  METER: { column: equipment.meterValue, kind: 'number', value: (row: EquipmentRow) => row.meterValue },
  UPDATED_AT: { column: equipment.updatedAt, kind: 'timestamp', value: (row: EquipmentRow) => row.updatedAt },
} as const satisfies Record<string, SortSpec<EquipmentRow>>;
export type EquipmentSortField = keyof typeof SORTS;

export type NewEquipment = typeof equipment.$inferInsert;

/** carriedMachine's relations, by the machine column, then by the fields asked (nodeFields keeps one array a document). */
const carriedMachines = new Map<Column, WeakMap<readonly string[], CarriedRelation>>();
/** Their key when the fields are not known (the whole row). */
const ALL_FIELDS: readonly string[] = [];

/**
 * The machine `machineId` names, with the columns the GraphQL `fields` asked on it need (all,
 * when not known): for a list whose rows each show their machine, carried in the list's own
 * statement (list-page.ts) instead of a second round trip. A list shows a machine's code and
 * name, and its whole row (search text, notes, timestamps) was most of a page's bytes. Such a
 * row holds only what its fields read, so it is never one for the loaders to share. Made once
 * per field list, not on every page.
 */
export function carriedMachine(machineId: Column, fields: readonly string[] | undefined): CarriedRelation {
  let byFields = carriedMachines.get(machineId);
  if (!byFields) carriedMachines.set(machineId, (byFields = new WeakMap()));
  const key = fields ?? ALL_FIELDS;
  let relation = byFields.get(key);
  if (!relation) {
    const columns = Object.entries(columnsFor(equipment, fields, [equipment.id]));
    const machineRow = rowMaker<EquipmentRow>(columns);
    relation = {
      shape: fields?.join(',') ?? '*',
      sql: () =>
        sql`(SELECT ${jsonRowOf(columns)} FROM ${equipment} WHERE ${qualified(equipment.id)} = ${qualified(machineId)})`,
      read: (value): EquipmentRow | undefined => (value ? machineRow(value as unknown[]) : undefined),
    };
    byFields.set(key, relation);
  }
  return relation;
}

export class EquipmentRepository {
  private readonly machinesByIds;

  constructor(
    readonly db: Db,
    readonly lists: ListPages,
  ) {
    this.machinesByIds = db.select().from(equipment).where(anyOfIds(equipment.id)).prepare('equipment_by_ids');
  }

  page(
    farmId: string,
    filter: EquipmentFilter,
    sort: { field: EquipmentSortField; direction?: 'ASC' | 'DESC' | null },
    page: PageRequest,
    fields?: readonly string[],
  ) {
    const statuses = filter.status?.length ? filter.status : null;
    const conditions = () =>
      allOf(
        eq(equipment.farmId, farmId),
        filter.text ? containsText(equipment.search, filter.text) : undefined,
        filter.category?.length ? inlineValues(inArray(equipment.category, [...filter.category])) : undefined,
        statuses ? inlineValues(inArray(equipment.status, [...statuses])) : undefined,
        !statuses && !filter.includeRetired ? inlineValues(ne(equipment.status, 'RETIRED')) : undefined,
        filter.criticality?.length ? inlineValues(inArray(equipment.criticality, [...filter.criticality])) : undefined,
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
      planEachRun: !!(filter.text || filter.location),
    });
  }

  async find(id: string): Promise<EquipmentRow | undefined> {
    const [row] = await this.db.select().from(equipment).where(eq(equipment.id, id));
    return row;
  }

  /** The row, locked until the transaction ends (PGlite runs transactions one at a time anyway). */
  async lock(tx: Db, id: string): Promise<EquipmentRow> {
    const [row] = await tx.select().from(equipment).where(eq(equipment.id, id)).for('update');
    return row;
  }

  async insert(tx: Db, values: NewEquipment): Promise<EquipmentRow> {
    const [row] = await tx.insert(equipment).values(values).returning();
    return row;
  }

  async update(tx: Db, id: string, values: Partial<NewEquipment>): Promise<EquipmentRow> {
    const [row] = await tx
      .update(equipment)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(equipment.id, id))
      .returning();
    return row;
  }

  /** A machine's farm and parent, for walking up its chain of parents. */
  async parentLink(id: string) {
    const [link] = await this.db
      .select({ farmId: equipment.farmId, parentId: equipment.parentId })
      .from(equipment)
      .where(eq(equipment.id, id));
    return link;
  }

  async insertReading(tx: Db, values: typeof meterReadings.$inferInsert) {
    const [reading] = await tx.insert(meterReadings).values(values).returning();
    return reading;
  }

  async hasReadings(tx: Db, machine: EquipmentRow): Promise<boolean> {
    const found = await tx
      .select({ one: sql`1` })
      .from(meterReadings)
      .where(and(eq(meterReadings.farmId, machine.farmId), eq(meterReadings.equipmentId, machine.id)))
      .limit(1);
    return found.length > 0;
  }

  /** Rows by id, of any farm: the loader's batch (parents share their child's farm). */
  byIds(ids: readonly string[]) {
    return this.machinesByIds.execute(idsParam(ids));
  }

  /** The implements and components of these machines, by code. */
  childrenOf(parentIds: readonly string[]) {
    return this.db
      .select()
      .from(equipment)
      .where(inArray(equipment.parentId, [...parentIds]))
      .orderBy(asc(equipment.code));
  }

  /** The newest `first` readings of each of these machines, with who recorded them. */
  readingsOf(machineIds: readonly string[], first: number) {
    const ranked = this.db
      .select({
        id: meterReadings.id,
        equipmentId: meterReadings.equipmentId,
        value: meterReadings.value,
        readAt: meterReadings.readAt,
        recordedByName: sql<string | null>`${users.name}`.as('recorded_by_name'),
        rank: sql<number>`row_number() over (partition by ${meterReadings.equipmentId} order by ${meterReadings.readAt} desc, ${meterReadings.createdAt} desc)`.as(
          'rank',
        ),
      })
      .from(meterReadings)
      .leftJoin(users, eq(users.id, meterReadings.recordedBy))
      .where(inArray(meterReadings.equipmentId, [...machineIds]))
      .as('ranked');
    return this.db
      .select({
        id: ranked.id,
        equipmentId: ranked.equipmentId,
        value: ranked.value,
        readAt: ranked.readAt,
        recordedByName: ranked.recordedByName,
      })
      .from(ranked)
      .where(lte(ranked.rank, first))
      .orderBy(asc(ranked.equipmentId), asc(ranked.rank));
  }
}
