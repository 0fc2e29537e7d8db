// Spare parts and their stock ledger: the rules. Stock changes only through movements, each
// applied with a conditional update in the movement's transaction (inventory.repository.ts),
// so concurrent issues can never overdraw a part and the quantity on hand always equals the
// sum of its movements. Farm access and permissions are checked here, for both transports.
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
import type { SparePartConnectionModel } from './inventory.mappers.js';
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

type MovementType = StockMovementRow['type'];
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

  private move(
    user: UserModel,
    part: SparePartRow,
    movement: { type: MovementType; delta: number; unitCost: number | null; note?: string | null },
  ): Promise<SparePartRow> {
    const { delta, unitCost } = movement;
    return this.write(part.farmId, async (tx) => {
      const row = await this.repository.applyMovement(tx, part.id, delta, unitCost);
      if (!row) throw refusedMovement(part, delta, await this.repository.quantityOnHand(tx, part.id));
      await this.repository.insertMovement(tx, {
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

/** Why a movement changed nothing: it would have overdrawn the part, or overflowed it. */
function refusedMovement(part: SparePartRow, delta: number, onHand: number): AppError {
  const unit = part.unit.toLowerCase();
  if (delta > 0)
    return badInput(`Too much stock: ${onHand} ${unit} on hand and ${delta} more would exceed ${STOCK_MAX}`).translated(
      'tooMuchStock',
      { onHand, unit: part.unit, added: delta, max: STOCK_MAX },
    );
  return badInput(`Not enough stock: ${onHand} ${unit} on hand, ${-delta} requested`).translated('notEnoughStock', {
    onHand,
    unit: part.unit,
    requested: -delta,
  });
}
