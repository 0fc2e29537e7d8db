// Parts on an order. A planned part reserves stock (what its plan still needs: planned −
// issued), so that available = on hand − reserved never goes below 0; a used part is an ISSUE
// movement through the inventory service, linked to the order, which first takes what the
// order reserved; an unused part comes back as a RETURN, at most what the order used, at
// what it cost. Closing the order releases what it still reserves (release, registered with
// the status changes). Each write is on the order's timeline, in one transaction.
import type { Db } from '../../../../db/client.js';
import type { SparePartRow, StockMovementRow, WorkOrderPartRow, WorkOrderRow } from '../../../../db/schema.js';
import { createOnce } from '../../../../lib/create-once.js';
import { badInput, conflict, notFound } from '../../../../lib/errors.js';
import { isUuid } from '../../../../lib/ids.js';
import { parseInput } from '../../../../lib/validation.js';
import type { UserModel } from '../../../core/user/user.mappers.js';
import { roundQuantity } from '../../inventory/inventory.mappers.js';
import type { InventoryService } from '../../inventory/inventory.service.js';
import { formatNumber } from '../work-orders.mappers.js';
import type { WorkOrderService } from '../work-orders.service.js';
import type { WorkOrderPartsRepository } from './work-order-parts.repository.js';
import { PartMovementSchema, PlannedQuantitySchema, PlanPartSchema } from './work-order-parts.schemas.js';

type Line = WorkOrderPartRow;
/** What a use or a return answers: the order's line, and the movement that the client id names. */
interface Moved {
  line: Line;
  movement: StockMovementRow;
}

const partChange = (part: SparePartRow) => ({ part: { before: part.partNumber, after: part.partNumber } });
/** What a line's plan still holds of the store while its order is open. */
const outstanding = (planned: number, issued: number) => Math.max(roundQuantity(planned - issued), 0);

export class WorkOrderPartsService {
  constructor(
    readonly repository: WorkOrderPartsRepository,
    private readonly inventory: InventoryService,
    private readonly orders: WorkOrderService,
  ) {}

  /** A line of an order the user may see; NOT_FOUND or FORBIDDEN otherwise. */
  async get(user: UserModel, id: unknown): Promise<Line> {
    const line = isUuid(id) ? await this.repository.find(id) : undefined;
    if (!line) throw notFound('Work order part');
    await this.orders.get(user, line.workOrderId);
    return line;
  }

  /** Puts a part on the order with a planned quantity, which it reserves. */
  async plan(user: UserModel, workOrderId: unknown, input: unknown): Promise<Line> {
    const order = await this.orders.get(user, workOrderId);
    const { id, partId, quantity } = parseInput(PlanPartSchema, input);
    return createOnce({
      earlier: async () => (id ? this.repository.find(id) : undefined),
      belongs: (line) => line.workOrderId === order.id,
      create: () =>
        this.orders.changeOpen(user, order, false, async (tx, locked) => {
          const part = await this.partIn(tx, locked, partId);
          if (await this.repository.lineOf(tx, locked, part.id)) throw alreadyOnOrder(part);
          return this.planIn(tx, user, locked, part, quantity, id);
        }),
      // The same part planned twice at once: the second insert breaks the (order, part) key.
      whenTaken: () => conflict('This part is already on the order: change its planned quantity'),
    });
  }

  /**
   * A new line of `part` on the order, open and locked in the caller's transaction (the plans'
   * scheduler plans a template's parts so), reserving `quantity`; audited as PART_PLAN.
   */
  async planIn(tx: Db, user: UserModel, order: WorkOrderRow, part: SparePartRow, quantity: number, id?: string | null) {
    const line = await this.repository.insert(tx, {
      id: id ?? undefined,
      farmId: order.farmId,
      workOrderId: order.id,
      partId: part.id,
      createdBy: user.id,
    });
    const planned = await this.replan(tx, part, line, quantity);
    await this.orders.audit(tx, user, order, 'PART_PLAN', {
      ...partChange(part),
      planned: { before: null, after: quantity },
    });
    return planned;
  }

  /** Changes a line's planned quantity; its reservation follows (more only if available). */
  async setPlanned(user: UserModel, id: unknown, input: unknown): Promise<Line> {
    const line = await this.get(user, id);
    const { quantity } = parseInput(PlannedQuantitySchema, input);
    return this.onLine(user, line, async (tx, order, current, part) => {
      // The same quantity again still reserves anew what a reopened order released.
      const reserved = outstanding(quantity, current.issuedQuantity);
      if (current.plannedQuantity === quantity && current.reservedQuantity === reserved) return current;
      const planned = await this.replan(tx, part, current, quantity);
      await this.orders.audit(tx, user, order, 'PART_PLAN', {
        ...partChange(part),
        planned: { before: current.plannedQuantity, after: quantity },
        reserved: { before: current.reservedQuantity, after: reserved },
      });
      return planned;
    });
  }

  /** Takes a part that none was issued of off the order, releasing its reservation. */
  async remove(user: UserModel, id: unknown): Promise<boolean> {
    const line = await this.get(user, id);
    return this.onLine(user, line, async (tx, order, current, part) => {
      if (current.issuedQuantity > 0)
        throw badInput('Parts were used from this line: it stays on the order (return what was not needed)').translated(
          'workOrderPartUsed',
        );
      if (current.reservedQuantity > 0) await this.inventory.reserveIn(tx, part, -current.reservedQuantity);
      await this.repository.remove(tx, current.id);
      await this.orders.audit(tx, user, order, 'PART_REMOVE', {
        ...partChange(part),
        planned: { before: current.plannedQuantity, after: null },
      });
      return true;
    });
  }

  /** Issues parts to the order: an ISSUE movement that first takes what the order reserved. */
  async use(user: UserModel, workOrderId: unknown, input: unknown): Promise<Line> {
    const order = await this.orders.get(user, workOrderId);
    const { id, partId, quantity, note } = parseInput(PartMovementSchema, input);
    return this.moveOnce(order, id, 'ISSUE', () =>
      this.orders.changeOpen(user, order, false, async (tx, locked) => {
        const part = await this.partIn(tx, locked, partId);
        const line =
          (await this.repository.lineOf(tx, locked, part.id)) ??
          (await this.repository.insert(tx, {
            farmId: locked.farmId,
            workOrderId: locked.id,
            partId: part.id,
            createdBy: user.id,
          }));
        const issued = roundQuantity(line.issuedQuantity + quantity);
        const reserved = outstanding(line.plannedQuantity, issued);
        const { movement } = await this.inventory.moveIn(tx, user, part, {
          type: 'ISSUE',
          delta: -quantity,
          reservedDelta: roundQuantity(reserved - line.reservedQuantity),
          workOrder: { id: locked.id, number: formatNumber(locked.number) },
          id: id ?? undefined,
          note,
        });
        const updated = await this.repository.update(tx, line.id, {
          issuedQuantity: issued,
          reservedQuantity: reserved,
        });
        await this.orders.audit(tx, user, locked, 'PART_USE', {
          ...partChange(part),
          used: { before: null, after: quantity },
          unitCost: { before: null, after: movement.unitCost },
        });
        return { line: updated, movement };
      }),
    );
  }

  /** Brings unused parts back to the store: a RETURN at what they cost the order, at most what it used. */
  async giveBack(user: UserModel, workOrderId: unknown, input: unknown): Promise<Line> {
    const order = await this.orders.get(user, workOrderId);
    const { id, partId, quantity, note } = parseInput(PartMovementSchema, input);
    return this.moveOnce(order, id, 'RETURN', () =>
      this.orders.changeOpen(user, order, false, async (tx, locked) => {
        const part = await this.partIn(tx, locked, partId);
        const line = await this.repository.lineOf(tx, locked, part.id);
        const used = line ? roundQuantity(line.issuedQuantity - line.returnedQuantity) : 0;
        if (!line || quantity > used) throw moreThanUsed(part, used, quantity);
        const unitCost = await this.repository.issueCost(tx, locked, part.id);
        const { movement } = await this.inventory.moveIn(tx, user, part, {
          type: 'RETURN',
          delta: quantity,
          unitCost,
          workOrder: { id: locked.id, number: formatNumber(locked.number) },
          id: id ?? undefined,
          note,
        });
        const updated = await this.repository.update(tx, line.id, {
          returnedQuantity: roundQuantity(line.returnedQuantity + quantity),
        });
        await this.orders.audit(tx, user, locked, 'PART_RETURN', {
          ...partChange(part),
          returned: { before: null, after: quantity },
        });
        return { line: updated, movement };
      }),
    );
  }

  /**
   * What a closing order still reserves goes back to the store's available stock, in the
   * closing transaction; its audit entry lists the parts released.
   */
  async release(tx: Db, order: WorkOrderRow): Promise<Record<string, { before: unknown; after: unknown }>> {
    const lines = await this.repository.reservingLines(tx, order);
    for (const { line, part } of lines) {
      await this.inventory.reserveIn(tx, part, -line.reservedQuantity);
      await this.repository.update(tx, line.id, { reservedQuantity: 0 });
    }
    if (!lines.length) return {};
    const released = lines.map(({ line, part }) => ({ partNumber: part.partNumber, quantity: line.reservedQuantity }));
    return { releasedParts: { before: released, after: null } };
  }

  /** Brings the line's reservation to what its new plan still needs; more only if it is available. */
  private async replan(tx: Db, part: SparePartRow, line: Line, planned: number): Promise<Line> {
    const reserved = outstanding(planned, line.issuedQuantity);
    const delta = roundQuantity(reserved - line.reservedQuantity);
    if (delta) await this.inventory.reserveIn(tx, part, delta);
    return this.repository.update(tx, line.id, { plannedQuantity: planned, reservedQuantity: reserved });
  }

  /**
   * A use or return that a client id makes repeatable: the movement with that id, if it is
   * this order's of this kind, answers with its line again; another's id is CONFLICT.
   */
  private async moveOnce(
    order: WorkOrderRow,
    id: string | null | undefined,
    type: 'ISSUE' | 'RETURN',
    create: () => Promise<Moved>,
  ): Promise<Line> {
    const moved = await createOnce<Moved>({
      earlier: async () => {
        const movement = id ? await this.inventory.repository.findMovement(id) : undefined;
        if (!movement) return undefined;
        const line = await this.repository.lineOf(this.repository.db, order, movement.partId);
        return { movement, line: line! };
      },
      belongs: ({ movement, line }) => movement.workOrderId === order.id && movement.type === type && !!line,
      create,
    });
    return (await this.repository.find(moved.line.id)) ?? moved.line;
  }

  /** Work on a line as it is once its open order is locked (NOT_FOUND if it was removed meanwhile). */
  private onLine<T>(
    user: UserModel,
    line: Line,
    work: (tx: Db, order: WorkOrderRow, current: Line, part: SparePartRow) => Promise<T>,
  ): Promise<T> {
    return this.orders.changeOpen(user, { id: line.workOrderId, farmId: line.farmId }, false, async (tx, order) => {
      const current = await this.repository.find(line.id, tx);
      if (!current) throw notFound('Work order part');
      return work(tx, order, current, (await this.repository.partIn(tx, order.farmId, current.partId))!);
    });
  }

  /** A part of the order's farm; BAD_USER_INPUT otherwise (as a machine of another farm is). */
  private async partIn(tx: Db, order: WorkOrderRow, partId: string): Promise<SparePartRow> {
    const part = await this.repository.partIn(tx, order.farmId, partId);
    if (!part) throw badInput('partId: this farm has no such part').translated('workOrderPartNotInFarm');
    return part;
  }
}

function alreadyOnOrder(part: SparePartRow) {
  return conflict(`${part.partNumber} is already on this order: change its planned quantity`).translated(
    'workOrderPartOnOrder',
    { partNumber: part.partNumber },
  );
}

function moreThanUsed(part: SparePartRow, used: number, requested: number) {
  const unit = part.unit.toLowerCase();
  return badInput(
    `At most ${used} ${unit} of ${part.partNumber} can come back: that is what this order used (${requested} requested)`,
  ).translated('workOrderReturnTooMuch', { used, unit: part.unit, partNumber: part.partNumber, requested });
}
