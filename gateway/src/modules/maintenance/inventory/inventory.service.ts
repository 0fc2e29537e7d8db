// Spare parts and their stock ledger: the rules. Stock changes only through movements, each
// applied with a conditional update in the movement's transaction (inventory.repository.ts),
// so concurrent issues can never overdraw a part nor take what work orders reserved, and the
// quantity on hand always equals the sum of its movements. Work orders reserve, issue and
// return their parts through moveIn and reserveIn, in their own transactions. Farm access and
// permissions are checked here, for both transports.
import type { Db } from '../../../db/client.js';
import type { SparePartRow, StockMovementRow } from '../../../db/schema.js';
import { badInput, conflict, notFound, type AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import type { PageRequest } from '../../../lib/pagination.js';
import { parseInput } from '../../../lib/validation.js';
import { writeFarm } from '../../../lib/write.js';
import { diff, recordAudit } from '../../core/audit/audit.service.js';
import { assertFarmAccess, assertFarmPermission } from '../../core/farm/farm-access.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { roundQuantity, type SparePartConnectionModel } from './inventory.mappers.js';
import type { InventoryRepository, SparePartSortField } from './inventory.repository.js';
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

type Stock = { onHand: number; reserved: number };

/** A stock movement as the service makes it (moveIn). */
export interface Movement {
  type: StockMovementRow['type'];
  /** Signed: positive adds stock. */
  delta: number;
  /** The price of stock coming in (a receipt, a return); issues record the part's cost. */
  unitCost?: number | null;
  /** Signed change of what orders reserve (an order using its reservation: negative). */
  reservedDelta?: number;
  /** The order the parts went to or came back from: its id and number. */
  workOrder?: { id: string; number: string };
  /** A client-chosen id for the ledger row (a repeatable creation). */
  id?: string;
  note?: string | null;
}

const partNumberTaken = (partNumber: string) => () =>
  conflict(`Another part of this farm already has the number ${partNumber}`).translated('partNumberTaken', {
    partNumber,
  });

export class InventoryService {
  constructor(readonly repository: InventoryRepository) {}

  private write<T>(farmId: string, work: (tx: Db) => Promise<T>, whenTaken?: () => AppError) {
    return writeFarm(this.repository.db, this.repository.lists.counts, farmId, work, whenTaken);
  }

  async list(
    user: UserModel,
    farmId: string,
    filterInput: unknown = {},
    sort: { field: SparePartSortField; direction?: 'ASC' | 'DESC' | null } = { field: 'PART_NUMBER' },
    page: PageRequest = {},
    /** The fields asked for on the nodes (GraphQL); rows then hold only what those need. */
    fields?: readonly string[],
  ): Promise<SparePartConnectionModel> {
    assertFarmAccess(user, farmId);
    const filter = parseInput(SparePartFilterSchema, filterInput);
    return { ...(await this.repository.page(farmId, filter, sort, page, fields)), farmId };
  }

  /** Σ quantity × unit cost over every part of the farm (whose access the list checked). */
  stockValue(farmId: string): Promise<number> {
    return this.repository.stockValue(farmId);
  }

  async get(user: UserModel, id: unknown): Promise<SparePartRow> {
    const row = isUuid(id) ? await this.repository.find(id) : undefined;
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
    return this.write(
      data.farmId,
      async (tx) => {
        const row = await this.repository.insert(tx, data);
        if (compatibleEquipmentIds?.length) await this.link(tx, row, compatibleEquipmentIds);
        await recordAudit(tx, {
          farmId: row.farmId,
          entityType: 'spare_part',
          entityId: row.id,
          action: 'CREATE',
          actorId: user.id,
          changes: diff({}, row, PART_AUDITED_FIELDS),
        });
        return row;
      },
      partNumberTaken(data.partNumber),
    );
  }

  async update(user: UserModel, id: unknown, input: unknown): Promise<SparePartRow> {
    const current = await this.get(user, id);
    assertFarmPermission(user, current.farmId, 'inventory.write');
    const { compatibleEquipmentIds, ...changes } = parseInput(UpdatePartSchema, input);
    const audit = diff(current, { ...current, ...changes }, PART_AUDITED_FIELDS);
    return this.write(
      current.farmId,
      async (tx) => {
        const row = await this.repository.update(tx, current.id, changes);
        if (compatibleEquipmentIds) {
          const before = await this.repository.linkedMachineIds(tx, row);
          await this.link(tx, row, compatibleEquipmentIds);
          audit.compatibleEquipmentIds = { before, after: [...new Set(compatibleEquipmentIds)].sort() };
        }
        if (Object.keys(audit).length)
          await recordAudit(tx, {
            farmId: row.farmId,
            entityType: 'spare_part',
            entityId: row.id,
            action: 'UPDATE',
            actorId: user.id,
            changes: audit,
          });
        return row;
      },
      partNumberTaken(changes.partNumber ?? current.partNumber),
    );
  }

  async receive(user: UserModel, partId: unknown, input: unknown) {
    const part = await this.authorized(user, partId, 'inventory.write');
    const { quantity, unitCost, note } = parseInput(ReceiveSchema, input);
    return this.move(user, part, { type: 'RECEIPT', delta: quantity, unitCost: unitCost ?? null, note });
  }

  async issue(user: UserModel, partId: unknown, input: unknown) {
    const part = await this.authorized(user, partId, 'inventory.issue');
    const { quantity, note } = parseInput(IssueSchema, input);
    return this.move(user, part, { type: 'ISSUE', delta: -quantity, note });
  }

  async adjust(user: UserModel, partId: unknown, input: unknown) {
    const part = await this.authorized(user, partId, 'inventory.write');
    const { quantity, reason } = parseInput(AdjustSchema, input);
    return this.move(user, part, { type: 'ADJUSTMENT', delta: quantity, note: reason });
  }

  /** Permission before validation: someone outside the farm learns nothing from error details. */
  private async authorized(user: UserModel, partId: unknown, permission: string): Promise<SparePartRow> {
    const part = await this.get(user, partId);
    assertFarmPermission(user, part.farmId, permission);
    return part;
  }

  private move(user: UserModel, part: SparePartRow, movement: Movement): Promise<SparePartRow> {
    return this.write(part.farmId, async (tx) => (await this.moveIn(tx, user, part, movement)).part);
  }

  /**
   * One stock movement in the caller's transaction, with its ledger row, its audit entry and
   * the low-stock check. The part's own writes use it, and work orders issue and return
   * their parts through it (having checked access). An issue may not take what work orders
   * reserved (beyond its own reservation); a refusal is BAD_USER_INPUT naming what there is.
   */
  async moveIn(
    tx: Db,
    user: UserModel,
    part: SparePartRow,
    movement: Movement,
  ): Promise<{ part: SparePartRow; movement: StockMovementRow }> {
    const { type, delta, reservedDelta = 0 } = movement;
    const row = await this.repository.applyMovement(tx, part.id, {
      delta,
      reservedDelta,
      // Stock coming in at a price averages the cost; stock going out leaves it.
      averageCost: delta > 0 ? (movement.unitCost ?? null) : null,
      guardReserved: type === 'ISSUE',
    });
    if (!row) throw refusedMovement(part, movement, await this.repository.stockOf(tx, part.id));
    const ledger = await this.repository.insertMovement(tx, {
      id: movement.id,
      farmId: row.farmId,
      partId: row.id,
      type,
      quantity: delta,
      // An issue is valued at the cost of the moment: what the parts used cost their order.
      unitCost: type === 'ISSUE' ? row.unitCost : (movement.unitCost ?? null),
      balanceAfter: row.quantityOnHand,
      workOrderId: movement.workOrder?.id ?? null,
      note: movement.note ?? null,
      createdBy: user.id,
    });
    await recordAudit(tx, {
      farmId: row.farmId,
      entityType: 'spare_part',
      entityId: row.id,
      action: type,
      actorId: user.id,
      changes: {
        quantityOnHand: { before: row.quantityOnHand - delta, after: row.quantityOnHand },
        ...(reservedDelta
          ? { reserved: { before: roundQuantity(row.quantityReserved - reservedDelta), after: row.quantityReserved } }
          : {}),
        ...(movement.workOrder ? { workOrder: { before: null, after: movement.workOrder.number } } : {}),
      },
    });
    return { part: await notifyLowStock(tx, row), movement: ledger };
  }

  /**
   * Changes what work orders reserve of a part by `delta`, in the caller's transaction (which
   * checked access). Reserving more than is available is BAD_USER_INPUT naming what is.
   */
  async reserveIn(tx: Db, part: SparePartRow, delta: number): Promise<SparePartRow> {
    const row = await this.repository.reserve(tx, part.id, delta);
    if (!row) throw notAvailable(part, delta, await this.repository.stockOf(tx, part.id));
    return notifyLowStock(tx, row);
  }

  /** Links a part to machines of its own farm only; an id from elsewhere is refused. */
  private async link(tx: Db, part: SparePartRow, equipmentIds: readonly string[]): Promise<void> {
    const ids = [...new Set(equipmentIds)];
    if (ids.length && (await this.repository.machinesInFarm(tx, part.farmId, ids)) !== ids.length)
      throw badInput('compatibleEquipmentIds: every machine must belong to the same farm').translated(
        'compatibleOtherFarm',
      );
    await this.repository.replaceLinks(tx, part, ids);
  }
}

/** Why a movement changed nothing: it would have overdrawn the part, taken what orders reserved, or overflowed it. */
function refusedMovement(part: SparePartRow, movement: Movement, stock: Stock): AppError {
  const { delta, reservedDelta = 0 } = movement;
  const { onHand, reserved } = stock;
  const unit = part.unit.toLowerCase();
  if (delta > 0)
    return badInput(`Too much stock: ${onHand} ${unit} on hand and ${delta} more would exceed ${STOCK_MAX}`).translated(
      'tooMuchStock',
      { onHand, unit: part.unit, added: delta, max: STOCK_MAX },
    );
  if (!reserved)
    return badInput(`Not enough stock: ${onHand} ${unit} on hand, ${-delta} requested`).translated('notEnoughStock', {
      onHand,
      unit: part.unit,
      requested: -delta,
    });
  // What this movement may take: what no order reserved, plus the reservation it uses.
  const available = roundQuantity(Math.max(onHand - reserved - reservedDelta, 0));
  return badInput(
    `Not enough stock available: ${available} ${unit} (${onHand} on hand, ${reserved} reserved for work orders), ${-delta} requested`,
  ).translated('notEnoughAvailable', { available, onHand, reserved, unit: part.unit, requested: -delta });
}

/** Why a reservation was refused: it asked for more than is available. */
function notAvailable(part: SparePartRow, delta: number, { onHand, reserved }: Stock): AppError {
  const available = roundQuantity(Math.max(onHand - reserved, 0));
  const unit = part.unit.toLowerCase();
  return badInput(
    `Only ${available} ${unit} of ${part.partNumber} available (${onHand} on hand, ${reserved} reserved for work orders): ${delta} cannot be reserved`,
  ).translated('notEnoughToReserve', {
    available,
    onHand,
    reserved,
    unit: part.unit,
    requested: delta,
    partNumber: part.partNumber,
  });
}
