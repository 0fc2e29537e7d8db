// An order's checklist: managers add and remove items; whoever works the order records each
// item's result (with who and when); a failed item opens a corrective order for the same
// machine in one call, linked to the order and the item. Each change is on the order's
// timeline and runs in one transaction with the order locked.
import type { Db } from '../../../db/client.js';
import type { ChecklistItemRow, WorkOrderRow } from '../../../db/schema.js';
import { createOnce } from '../../../lib/create-once.js';
import { badInput, notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { parseInput } from '../../../lib/validation.js';
import { assertFarmPermission } from '../../core/farm/farm-access.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import type { ChecklistRepository } from './checklist.repository.js';
import { MANAGE } from './work-order-rules.js';
import { formatNumber } from './work-orders.mappers.js';
import { AddChecklistItemSchema, ChecklistResultSchema, OpenCorrectiveSchema } from './work-orders.schemas.js';
import type { WorkOrderService } from './work-orders.service.js';

const itemChange = (item: ChecklistItemRow, before: unknown, after: unknown) => ({
  item: { before: item.text, after: item.text },
  result: { before, after },
});

export class ChecklistService {
  constructor(
    readonly repository: ChecklistRepository,
    private readonly orders: WorkOrderService,
  ) {}

  /** An item of an order the user may see; NOT_FOUND or FORBIDDEN otherwise. */
  async get(user: UserModel, id: unknown): Promise<ChecklistItemRow> {
    const item = isUuid(id) ? await this.repository.find(id) : undefined;
    if (!item) throw notFound('Checklist item');
    await this.orders.get(user, item.workOrderId);
    return item;
  }

  async add(user: UserModel, workOrderId: unknown, input: unknown): Promise<ChecklistItemRow> {
    const order = await this.orders.get(user, workOrderId);
    assertFarmPermission(user, order.farmId, MANAGE);
    const { id, text } = parseInput(AddChecklistItemSchema, input);
    return createOnce({
      earlier: async () => (id ? this.repository.find(id) : undefined),
      belongs: (item) => item.workOrderId === order.id,
      create: () =>
        this.orders.changeOpen(user, order, true, async (tx, locked) => {
          const item = await this.repository.append(tx, {
            id: id ?? undefined,
            farmId: locked.farmId,
            workOrderId: locked.id,
            text,
          });
          await this.orders.audit(tx, user, locked, 'CHECKLIST_ADD', { item: { before: null, after: text } });
          return item;
        }),
    });
  }

  async remove(user: UserModel, id: unknown): Promise<boolean> {
    const item = await this.get(user, id);
    assertFarmPermission(user, item.farmId, MANAGE);
    return this.onItem(user, item, true, async (tx, order) => {
      if (await this.repository.openedFromItem(tx, item))
        throw badInput('A corrective order was opened from this item: it stays on the checklist').translated(
          'checklistItemHasOrder',
        );
      await this.repository.remove(tx, item.id);
      await this.orders.audit(tx, user, order, 'CHECKLIST_REMOVE', { item: { before: item.text, after: null } });
      return true;
    });
  }

  async record(user: UserModel, id: unknown, input: unknown): Promise<ChecklistItemRow> {
    const item = await this.get(user, id);
    return this.onItem(user, item, false, async (tx, order, current) => {
      const { result, note } = parseInput(ChecklistResultSchema, input);
      const done = result ? { doneBy: user.id, doneAt: new Date() } : { doneBy: null, doneAt: null };
      const row = await this.repository.update(tx, item.id, { result: result ?? null, note: note ?? null, ...done });
      await this.orders.audit(tx, user, order, 'CHECKLIST_RESULT', {
        ...itemChange(current, current.result, row.result),
        ...(current.note !== row.note ? { note: { before: current.note, after: row.note } } : {}),
      });
      return row;
    });
  }

  /** A corrective order for a failed item's machine, linked to its order and to it; one per item. */
  async openCorrective(user: UserModel, itemId: unknown, input: unknown): Promise<WorkOrderRow> {
    const item = await this.get(user, itemId);
    const parent = await this.orders.get(user, item.workOrderId);
    // Who may, before anything is answered, also an order this item opened before.
    await this.orders.assertMayIn(this.orders.repository.db, user, parent, false);
    const data = parseInput(OpenCorrectiveSchema, input ?? {});
    return createOnce({
      earlier: async () =>
        (data.id ? await this.orders.repository.find(data.id) : undefined) ??
        (await this.repository.openedFromItem(this.repository.db, item)),
      belongs: (order) => order.sourceChecklistItemId === item.id,
      create: () =>
        this.orders.write(item.farmId, async (tx) => {
          const locked = await this.orders.repository.lock(tx, parent.id);
          await this.orders.assertMayIn(tx, user, locked, false);
          const current = (await this.repository.find(item.id, tx))!;
          if (current.result !== 'FAIL')
            throw badInput('Only a failed checklist item opens a corrective order').translated(
              'checklistItemNotFailed',
            );
          const machine = await this.orders.machineIn(tx, locked.farmId, locked.equipmentId);
          const order = await this.orders.createIn(tx, user, machine, {
            id: data.id ?? undefined,
            farmId: locked.farmId,
            type: 'CORRECTIVE',
            title: data.title ?? current.text.slice(0, 200),
            description: data.description ?? current.note,
            priority: data.priority,
            equipmentId: locked.equipmentId,
            equipmentDown: data.equipmentDown,
            failureAt: current.doneAt,
            parentId: locked.id,
            sourceChecklistItemId: current.id,
            requesterId: user.id,
          });
          await this.orders.audit(tx, user, locked, 'CORRECTIVE_OPENED', {
            item: { before: current.text, after: current.text },
            correctiveOrder: { before: null, after: formatNumber(order.number) },
          });
          return order;
        }),
    });
  }

  /** Work on an item as it is once its open order is locked (NOT_FOUND if it was removed meanwhile). */
  private onItem<T>(
    user: UserModel,
    item: ChecklistItemRow,
    managerOnly: boolean,
    work: (tx: Db, locked: WorkOrderRow, current: ChecklistItemRow) => Promise<T>,
  ) {
    const order = { id: item.workOrderId, farmId: item.farmId };
    return this.orders.changeOpen(user, order, managerOnly, async (tx, locked) => {
      const current = await this.repository.find(item.id, tx);
      if (!current) throw notFound('Checklist item');
      return work(tx, locked, current);
    });
  }
}
