// Spare parts' SQL: list pages, rows, the conditional stock update that keeps stock from
// going negative or past its column, movements, compatibility links and the batched reads
// of the per-request loaders. Rules, access checks and audit stay in the service.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  equipment,
  partCompatibility,
  spareParts,
  stockMovements,
  users,
  type SparePartRow,
} from '../../../db/schema.js';
import type { ListPages } from '../../../lib/list-page.js';
import { allOf, type PageRequest, type SortSpec } from '../../../lib/pagination.js';
import { containsText } from '../../../lib/search.js';
import { STOCK_MAX, type SparePartFilter } from './inventory.schemas.js';

/** Sortable columns: what to order by, what its values are, and a row's cursor value. */
const SORTS = {
  PART_NUMBER: { column: spareParts.partNumber, kind: 'text', value: (row: SparePartRow) => row.partNumber },
  NAME: { column: spareParts.name, kind: 'text', value: (row: SparePartRow) => row.name },
  QUANTITY: { column: spareParts.quantityOnHand, kind: 'number', value: (row: SparePartRow) => row.quantityOnHand },
  UPDATED_AT: { column: spareParts.updatedAt, kind: 'timestamp', value: (row: SparePartRow) => row.updatedAt },
} as const satisfies Record<string, SortSpec<SparePartRow>>;
export type SparePartSortField = keyof typeof SORTS;

/** Node fields computed from columns (see the SparePart resolvers). */
const DERIVED_FIELDS = {
  lowStock: ['quantityOnHand', 'minQuantity'],
  stockValue: ['quantityOnHand', 'unitCost'],
};

export type NewSparePart = typeof spareParts.$inferInsert;

export class InventoryRepository {
  constructor(
    readonly db: Db,
    readonly lists: ListPages,
  ) {}

  page(
    farmId: string,
    filter: SparePartFilter,
    sort: { field: SparePartSortField; direction?: 'ASC' | 'DESC' | null },
    page: PageRequest,
    fields?: readonly string[],
  ) {
    const conditions = () =>
      allOf(
        eq(spareParts.farmId, farmId),
        filter.text ? containsText(spareParts.search, filter.text) : undefined,
        filter.category ? eq(spareParts.category, filter.category) : undefined,
        filter.lowStock ? sql`${spareParts.quantityOnHand} <= ${spareParts.minQuantity}` : undefined,
      );
    return this.lists.page({
      table: spareParts,
      idColumn: spareParts.id,
      farmId,
      conditions,
      filterKey: JSON.stringify(filter),
      sort: SORTS[sort.field],
      direction: sort.direction,
      page,
      fields,
      derived: DERIVED_FIELDS,
    });
  }

  /** Σ quantity × unit cost over every part of the farm. */
  async stockValue(farmId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: sql<string>`coalesce(sum(${spareParts.quantityOnHand} * ${spareParts.unitCost}), 0)` })
      .from(spareParts)
      .where(eq(spareParts.farmId, farmId));
    return Math.round(Number(row.value) * 100) / 100;
  }

  async find(id: string): Promise<SparePartRow | undefined> {
    const [row] = await this.db.select().from(spareParts).where(eq(spareParts.id, id));
    return row;
  }

  async insert(tx: Db, values: NewSparePart): Promise<SparePartRow> {
    const [row] = await tx
      .insert(spareParts)
      .values({ ...values, updatedAt: new Date() })
      .returning();
    return row;
  }

  async update(tx: Db, id: string, values: Partial<NewSparePart>): Promise<SparePartRow> {
    const [row] = await tx
      .update(spareParts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(spareParts.id, id))
      .returning();
    return row;
  }

  /**
   * Adds `delta` to the stock (a receipt with a price moves the unit cost to the weighted
   * average of old and new stock) only if the result stays within 0 and STOCK_MAX: of
   * concurrent movements, those that would overdraw the part change nothing. Undefined then.
   */
  async applyMovement(tx: Db, partId: string, delta: number, unitCost: number | null) {
    const [row] = await tx
      .update(spareParts)
      .set({
        quantityOnHand: sql`${spareParts.quantityOnHand} + ${delta}::numeric`,
        unitCost:
          unitCost === null
            ? sql`${spareParts.unitCost}`
            : sql`round((${spareParts.quantityOnHand} * ${spareParts.unitCost} + ${delta}::numeric * ${unitCost}::numeric) / nullif(${spareParts.quantityOnHand} + ${delta}::numeric, 0), 2)`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(spareParts.id, partId),
          sql`${spareParts.quantityOnHand} + ${delta}::numeric BETWEEN 0 AND ${STOCK_MAX}`,
        ),
      )
      .returning();
    return row as SparePartRow | undefined;
  }

  async quantityOnHand(tx: Db, partId: string): Promise<number> {
    const [latest] = await tx
      .select({ q: spareParts.quantityOnHand })
      .from(spareParts)
      .where(eq(spareParts.id, partId));
    return latest.q;
  }

  async insertMovement(tx: Db, values: typeof stockMovements.$inferInsert): Promise<void> {
    await tx.insert(stockMovements).values(values);
  }

  /** The newest `first` movements of each of these parts, with who made them. */
  movementsOf(partIds: readonly string[], first: number) {
    const ranked = this.db
      .select({
        id: stockMovements.id,
        partId: stockMovements.partId,
        type: stockMovements.type,
        quantity: stockMovements.quantity,
        unitCost: stockMovements.unitCost,
        balanceAfter: stockMovements.balanceAfter,
        note: stockMovements.note,
        createdAt: stockMovements.createdAt,
        createdByName: sql<string | null>`${users.name}`.as('created_by_name'),
        rank: sql<number>`row_number() over (partition by ${stockMovements.partId} order by ${stockMovements.createdAt} desc, ${stockMovements.id} desc)`.as(
          'rank',
        ),
      })
      .from(stockMovements)
      .leftJoin(users, eq(users.id, stockMovements.createdBy))
      .where(inArray(stockMovements.partId, [...partIds]))
      .as('ranked');
    return this.db
      .select({
        id: ranked.id,
        partId: ranked.partId,
        type: ranked.type,
        quantity: ranked.quantity,
        unitCost: ranked.unitCost,
        balanceAfter: ranked.balanceAfter,
        note: ranked.note,
        createdAt: ranked.createdAt,
        createdByName: ranked.createdByName,
      })
      .from(ranked)
      .where(lte(ranked.rank, first))
      .orderBy(asc(ranked.partId), asc(ranked.rank));
  }

  /** The machines of a part's compatibility list, sorted (in the write's transaction). */
  async linkedMachineIds(tx: Db, part: SparePartRow): Promise<string[]> {
    const rows = await tx
      .select({ id: partCompatibility.equipmentId })
      .from(partCompatibility)
      .where(and(eq(partCompatibility.farmId, part.farmId), eq(partCompatibility.partId, part.id)));
    return rows.map((row) => row.id).sort();
  }

  /** How many of these machines belong to the part's farm. */
  async machinesInFarm(tx: Db, farmId: string, ids: readonly string[]): Promise<number> {
    const found = await tx
      .select({ id: equipment.id })
      .from(equipment)
      .where(and(eq(equipment.farmId, farmId), inArray(equipment.id, [...ids])));
    return found.length;
  }

  async replaceLinks(tx: Db, part: SparePartRow, equipmentIds: readonly string[]): Promise<void> {
    await tx
      .delete(partCompatibility)
      .where(and(eq(partCompatibility.farmId, part.farmId), eq(partCompatibility.partId, part.id)));
    if (equipmentIds.length)
      await tx
        .insert(partCompatibility)
        .values(equipmentIds.map((equipmentId) => ({ farmId: part.farmId, partId: part.id, equipmentId })));
  }

  /** The part–machine links of these parts (one query for a page of parts). */
  compatibilityOfParts(partIds: readonly string[]) {
    return this.db
      .select({ partId: partCompatibility.partId, equipmentId: partCompatibility.equipmentId })
      .from(partCompatibility)
      .where(inArray(partCompatibility.partId, [...partIds]));
  }

  /** The parts that fit these machines, by part number (one query for a page of machines). */
  partsOfMachines(equipmentIds: readonly string[]) {
    return this.db
      .select({ equipmentId: partCompatibility.equipmentId, part: spareParts })
      .from(partCompatibility)
      .innerJoin(
        spareParts,
        and(eq(spareParts.farmId, partCompatibility.farmId), eq(spareParts.id, partCompatibility.partId)),
      )
      .where(inArray(partCompatibility.equipmentId, [...equipmentIds]))
      .orderBy(asc(spareParts.partNumber));
  }
}
