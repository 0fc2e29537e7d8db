// Spare parts and their stock ledger. Stock changes only through movements, each applied
// with a conditional UPDATE in the movement's transaction, so concurrent issues can never
// overdraw a part and the quantity on hand always equals the sum of its movements.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  equipment,
  partCompatibility,
  spareParts,
  stockMovements,
  users,
  type SparePartRow,
  type StockMovementRow,
} from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badInput, conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { writeFarm } from '../../lib/list-counts.js';
import type { ListPages } from '../../lib/list-page.js';
import { allOf, type Connection, type PageRequest, type SortSpec } from '../../lib/pagination.js';
import { containsText } from '../../lib/search.js';
import { parseInput } from '../../lib/validation.js';
import { diff, recordAudit } from '../audit/audit.service.js';
import { assertFarmAccess, assertFarmPermission } from '../farm/farm-access.js';
import type { UserModel } from '../user/user.mappers.js';
import {
  AdjustSchema,
  CreatePartSchema,
  IssueSchema,
  PART_AUDITED_FIELDS,
  ReceiveSchema,
  SparePartFilterSchema,
  STOCK_MAX,
  UpdatePartSchema,
} from './inventory.schemas.js';
import { notifyLowStock } from './low-stock.js';

/** Sortable columns: what to order by, what its values are, and a row's cursor value. */
const SORTS = {
  PART_NUMBER: { column: spareParts.partNumber, kind: 'text', value: (row: SparePartRow) => row.partNumber },
  NAME: { column: spareParts.name, kind: 'text', value: (row: SparePartRow) => row.name },
  QUANTITY: { column: spareParts.quantityOnHand, kind: 'number', value: (row: SparePartRow) => row.quantityOnHand },
  UPDATED_AT: { column: spareParts.updatedAt, kind: 'timestamp', value: (row: SparePartRow) => row.updatedAt },
} as const satisfies Record<string, SortSpec<SparePartRow>>;
export type SparePartSortField = keyof typeof SORTS;

/** A page of parts; farmId lets the connection resolve the farm's stock value. */
export type SparePartConnectionModel = Connection<SparePartRow> & { farmId: string };

type MovementType = StockMovementRow['type'];
const partNumberTaken = (partNumber: string) =>
  conflict(`Another part of this farm already has the number ${partNumber}`).translated('partNumberTaken', {
    partNumber,
  });

/** Node fields computed from columns (see the SparePart resolvers). */
const DERIVED_FIELDS = {
  lowStock: ['quantityOnHand', 'minQuantity'],
  stockValue: ['quantityOnHand', 'unitCost'],
};

export class InventoryService {
  constructor(
    private readonly db: Db,
    private readonly lists: ListPages,
  ) {}

  async list(
    user: UserModel,
    farmId: string,
    filterInput: unknown = {},
    sort: { field: SparePartSortField; direction?: 'ASC' | 'DESC' | null } = { field: 'PART_NUMBER' },
    page: PageRequest = {},
    /** The fields asked for on the nodes (GraphQL); rows then hold only what those need. */
    fields?: readonly string[],
  ) {
    assertFarmAccess(user, farmId);
    const filter = parseInput(SparePartFilterSchema, filterInput);
    const conditions = () =>
      allOf(
        eq(spareParts.farmId, farmId),
        filter.text ? containsText(spareParts.search, filter.text) : undefined,
        filter.category ? eq(spareParts.category, filter.category) : undefined,
        filter.lowStock ? sql`${spareParts.quantityOnHand} <= ${spareParts.minQuantity}` : undefined,
      );
    const connection = await this.lists.page({
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
    return { ...connection, farmId };
  }

  /** Σ quantity × unit cost over every part of the farm. */
  async stockValue(farmId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: sql<string>`coalesce(sum(${spareParts.quantityOnHand} * ${spareParts.unitCost}), 0)` })
      .from(spareParts)
      .where(eq(spareParts.farmId, farmId));
    return Math.round(Number(row.value) * 100) / 100;
  }

  async get(user: UserModel, id: unknown): Promise<SparePartRow> {
    const row = isUuid(id) ? (await this.db.select().from(spareParts).where(eq(spareParts.id, id)))[0] : undefined;
    if (!row) throw notFound('Spare part');
    assertFarmAccess(user, row.farmId);
    return row;
  }

  async create(user: UserModel, input: unknown): Promise<SparePartRow> {
    // Permission before validation: someone outside the farm learns nothing from error details.
    const namedFarm = (input as { farmId?: unknown } | null)?.farmId;
    if (typeof namedFarm === 'string') assertFarmPermission(user, namedFarm, 'inventory.write');
    const { compatibleEquipmentIds, ...data } = parseInput(CreatePartSchema, input);
    assertFarmPermission(user, data.farmId, 'inventory.write');
    try {
      return await writeFarm(this.db, this.lists.counts, data.farmId, async (tx) => {
        const [row] = await tx
          .insert(spareParts)
          .values({ ...data, updatedAt: new Date() })
          .returning();
        await this.link(tx, row, compatibleEquipmentIds ?? []);
        await recordAudit(tx, {
          farmId: row.farmId,
          entityType: 'spare_part',
          entityId: row.id,
          action: 'CREATE',
          actorId: user.id,
          changes: diff({}, row, PART_AUDITED_FIELDS),
        });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw partNumberTaken(data.partNumber);
      throw error;
    }
  }

  async update(user: UserModel, id: unknown, input: unknown): Promise<SparePartRow> {
    const current = await this.get(user, id);
    assertFarmPermission(user, current.farmId, 'inventory.write');
    const { compatibleEquipmentIds, ...changes } = parseInput(UpdatePartSchema, input);
    const audit = diff(current, { ...current, ...changes }, PART_AUDITED_FIELDS);
    try {
      return await writeFarm(this.db, this.lists.counts, current.farmId, async (tx) => {
        const [row] = await tx
          .update(spareParts)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(spareParts.id, current.id))
          .returning();
        if (compatibleEquipmentIds) {
          const before = await this.compatibleEquipmentIds(row, tx);
          await tx
            .delete(partCompatibility)
            .where(and(eq(partCompatibility.farmId, row.farmId), eq(partCompatibility.partId, row.id)));
          await this.link(tx, row, compatibleEquipmentIds);
          audit.compatibleEquipmentIds = { before, after: [...new Set(compatibleEquipmentIds)].sort() };
        }
        if (Object.keys(audit).length) {
          await recordAudit(tx, {
            farmId: row.farmId,
            entityType: 'spare_part',
            entityId: row.id,
            action: 'UPDATE',
            actorId: user.id,
            changes: audit,
          });
        }
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw partNumberTaken(changes.partNumber ?? current.partNumber);
      throw error;
    }
  }

  async receive(user: UserModel, partId: unknown, input: unknown) {
    const part = await this.authorized(user, partId, 'inventory.write');
    const { quantity, unitCost, note } = parseInput(ReceiveSchema, input);
    return this.move(user, part, { type: 'RECEIPT', delta: quantity, unitCost: unitCost ?? null, note });
  }

  async issue(user: UserModel, partId: unknown, input: unknown) {
    const part = await this.authorized(user, partId, 'inventory.issue');
    const { quantity, note } = parseInput(IssueSchema, input);
    return this.move(user, part, { type: 'ISSUE', delta: -quantity, unitCost: null, note });
  }

  async adjust(user: UserModel, partId: unknown, input: unknown) {
    const part = await this.authorized(user, partId, 'inventory.write');
    const { quantity, reason } = parseInput(AdjustSchema, input);
    return this.move(user, part, { type: 'ADJUSTMENT', delta: quantity, unitCost: null, note: reason });
  }

  /** Permission before validation: someone outside the farm learns nothing from error details. */
  private async authorized(user: UserModel, partId: unknown, permission: string): Promise<SparePartRow> {
    const part = await this.get(user, partId);
    assertFarmPermission(user, part.farmId, permission);
    return part;
  }

  movements(part: SparePartRow, first: number) {
    return this.db
      .select({
        id: stockMovements.id,
        type: stockMovements.type,
        quantity: stockMovements.quantity,
        unitCost: stockMovements.unitCost,
        balanceAfter: stockMovements.balanceAfter,
        note: stockMovements.note,
        createdAt: stockMovements.createdAt,
        createdByName: users.name,
      })
      .from(stockMovements)
      .leftJoin(users, eq(users.id, stockMovements.createdBy))
      .where(and(eq(stockMovements.farmId, part.farmId), eq(stockMovements.partId, part.id)))
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(Math.min(Math.max(first, 1), 500));
  }

  async compatibleEquipmentIds(part: SparePartRow, db: Db = this.db): Promise<string[]> {
    const rows = await db
      .select({ id: partCompatibility.equipmentId })
      .from(partCompatibility)
      .where(and(eq(partCompatibility.farmId, part.farmId), eq(partCompatibility.partId, part.id)));
    return rows.map((row) => row.id).sort();
  }

  async partsForEquipment(farmId: string, equipmentId: string): Promise<SparePartRow[]> {
    const links = this.db
      .select({ partId: partCompatibility.partId })
      .from(partCompatibility)
      .where(and(eq(partCompatibility.farmId, farmId), eq(partCompatibility.equipmentId, equipmentId)));
    return this.db
      .select()
      .from(spareParts)
      .where(and(eq(spareParts.farmId, farmId), inArray(spareParts.id, links)))
      .orderBy(asc(spareParts.partNumber));
  }

  private async move(
    user: UserModel,
    part: SparePartRow,
    movement: { type: MovementType; delta: number; unitCost: number | null; note?: string | null },
  ): Promise<SparePartRow> {
    const { delta, unitCost } = movement;
    return writeFarm(this.db, this.lists.counts, part.farmId, async (tx) => {
      const [row] = await tx
        .update(spareParts)
        .set({
          quantityOnHand: sql`${spareParts.quantityOnHand} + ${delta}::numeric`,
          // A receipt with a price moves the unit cost to the weighted average of old and new stock.
          unitCost:
            unitCost === null
              ? sql`${spareParts.unitCost}`
              : sql`round((${spareParts.quantityOnHand} * ${spareParts.unitCost} + ${delta}::numeric * ${unitCost}::numeric) / nullif(${spareParts.quantityOnHand} + ${delta}::numeric, 0), 2)`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(spareParts.id, part.id),
            sql`${spareParts.quantityOnHand} + ${delta}::numeric BETWEEN 0 AND ${STOCK_MAX}`,
          ),
        )
        .returning();
      if (!row) {
        const [latest] = await tx
          .select({ q: spareParts.quantityOnHand })
          .from(spareParts)
          .where(eq(spareParts.id, part.id));
        if (delta > 0)
          throw badInput(
            `Too much stock: ${latest.q} ${part.unit.toLowerCase()} on hand and ${delta} more would exceed ${STOCK_MAX}`,
          ).translated('tooMuchStock', { onHand: latest.q, unit: part.unit, added: delta, max: STOCK_MAX });
        throw badInput(
          `Not enough stock: ${latest.q} ${part.unit.toLowerCase()} on hand, ${-delta} requested`,
        ).translated('notEnoughStock', { onHand: latest.q, unit: part.unit, requested: -delta });
      }
      await tx.insert(stockMovements).values({
        farmId: row.farmId,
        partId: row.id,
        type: movement.type,
        quantity: delta,
        unitCost,
        balanceAfter: row.quantityOnHand,
        note: movement.note ?? null,
        createdBy: user.id,
      });
      await recordAudit(tx, {
        farmId: row.farmId,
        entityType: 'spare_part',
        entityId: row.id,
        action: movement.type,
        actorId: user.id,
        changes: { quantityOnHand: { before: row.quantityOnHand - delta, after: row.quantityOnHand } },
      });
      return notifyLowStock(tx, row);
    });
  }

  /** Links a part to machines of its own farm; an id from elsewhere is refused. */
  private async link(tx: Db, part: SparePartRow, equipmentIds: readonly string[]): Promise<void> {
    const ids = [...new Set(equipmentIds)];
    if (!ids.length) return;
    const found = await tx
      .select({ id: equipment.id })
      .from(equipment)
      .where(and(eq(equipment.farmId, part.farmId), inArray(equipment.id, ids)));
    if (found.length !== ids.length)
      throw badInput('compatibleEquipmentIds: every machine must belong to the same farm').translated(
        'compatibleOtherFarm',
      );
    await tx
      .insert(partCompatibility)
      .values(ids.map((equipmentId) => ({ farmId: part.farmId, partId: part.id, equipmentId })));
  }
}
