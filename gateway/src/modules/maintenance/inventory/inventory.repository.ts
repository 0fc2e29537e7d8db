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
  type StockMovementRow,
} from '../../../db/schema.js';
import type { ListPages } from '../../../lib/list-page.js';
import { allOf, type PageRequest, type SortSpec } from '../../../lib/pagination.js';
import { containsText } from '../../../lib/search.js';
import { STOCK_MAX, type SparePartFilter } from './inventory.schemas.js';

/** The list's low-stock filter (available at or under the minimum), shared with the dashboard's tile. */
export const isLowStock = sql`${spareParts.quantityOnHand} - ${spareParts.quantityReserved} <= ${spareParts.minQuantity}`;

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
  lowStock: ['quantityOnHand', 'quantityReserved', 'minQuantity'],
  reserved: ['quantityReserved'],
  available: ['quantityOnHand', 'quantityReserved'],
  stockValue: ['quantityOnHand', 'unitCost'],
};

export type NewSparePart = typeof spareParts.$inferInsert;

/** A change of a part's stock, as applyMovement makes it. */
export interface StockChange {
  /** Signed: positive adds stock. */
  delta: number;
  /** The price of stock coming in, which the unit cost averages with; null leaves the cost. */
  averageCost: number | null;
  /** Signed change of what orders reserve (an order using its reservation: negative). */
  reservedDelta?: number;
  /** Whether what is left must still cover the reservations (issues); adjustments count what is on the shelf. */
  guardReserved: boolean;
}

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
        filter.lowStock ? isLowStock : undefined,
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
      planEachRun: !!filter.text,
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
   * Adds `delta` to the stock and `reservedDelta` to what work orders reserve of it, only if
   * the stock stays within 0 and STOCK_MAX and, with `guardReserved`, still covers the
   * reservations: of concurrent movements, those that would overdraw the part (or take what
   * an order reserved) change nothing. Undefined then. Stock coming in at a price (a receipt,
   * a return) moves the unit cost to the weighted average of old and new stock.
   */
  async applyMovement(tx: Db, partId: string, change: StockChange) {
    const { delta, averageCost, reservedDelta = 0, guardReserved } = change;
    const [row] = await tx
      .update(spareParts)
      .set({
        quantityOnHand: sql`${spareParts.quantityOnHand} + ${delta}::numeric`,
        quantityReserved: sql`${spareParts.quantityReserved} + ${reservedDelta}::numeric`,
        unitCost:
          averageCost === null
            ? sql`${spareParts.unitCost}`
            : sql`round((${spareParts.quantityOnHand} * ${spareParts.unitCost} + ${delta}::numeric * ${averageCost}::numeric) / nullif(${spareParts.quantityOnHand} + ${delta}::numeric, 0), 2)`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(spareParts.id, partId),
          sql`${spareParts.quantityOnHand} + ${delta}::numeric BETWEEN 0 AND ${STOCK_MAX}`,
          guardReserved
            ? sql`${spareParts.quantityOnHand} + ${delta}::numeric >= ${spareParts.quantityReserved} + ${reservedDelta}::numeric`
            : undefined,
        ),
      )
      .returning();
    return row as SparePartRow | undefined;
  }

  /**
   * Adds `delta` to what work orders reserve of the part; more only if it is available (on
   * hand − reserved), so concurrent reservations never promise the same stock twice.
   */
  async reserve(tx: Db, partId: string, delta: number) {
    const [row] = await tx
      .update(spareParts)
      .set({ quantityReserved: sql`${spareParts.quantityReserved} + ${delta}::numeric`, updatedAt: new Date() })
      .where(
        and(
          eq(spareParts.id, partId),
          sql`(${delta}::numeric <= 0 OR ${spareParts.quantityOnHand} - ${spareParts.quantityReserved} >= ${delta}::numeric)`,
        ),
      )
      .returning();
    return row as SparePartRow | undefined;
  }

  /** What is on hand and reserved now (the caller's transaction sees its own changes). */
  async stockOf(tx: Db, partId: string) {
    const [latest] = await tx
      .select({ onHand: spareParts.quantityOnHand, reserved: spareParts.quantityReserved })
      .from(spareParts)
      .where(eq(spareParts.id, partId));
    return latest;
  }

  async insertMovement(tx: Db, values: typeof stockMovements.$inferInsert): Promise<StockMovementRow> {
    const [row] = await tx.insert(stockMovements).values(values).returning();
    return row;
  }

  async findMovement(id: string): Promise<StockMovementRow | undefined> {
    const [row] = await this.db.select().from(stockMovements).where(eq(stockMovements.id, id));
    return row;
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
        workOrderId: stockMovements.workOrderId,
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
        workOrderId: ranked.workOrderId,
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

  /** Parts by id, of any farm (the loader's batch; who reads them checked the farm they came through). */
  byIds(ids: readonly string[]) {
    return this.db
      .select()
      .from(spareParts)
      .where(inArray(spareParts.id, [...ids]));
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
