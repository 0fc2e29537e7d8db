// Photos on an order: whoever works an open order (an assignee with workorders.write, or a
// manager: the core's check, WorkOrderService.changeOpen) shows a photo of the order's farm
// on it or on one of its checklist items, or takes one off. Each change is on the order's
// timeline, in one transaction with the order locked. Other modules link a photo to an order
// they create with linkIn() (an approved maintenance request's photo).
import type { Db } from '../../../../db/client.js';
import type { ChecklistItemRow, WorkOrderRow } from '../../../../db/schema.js';
import { badInput } from '../../../../lib/errors.js';
import { isUuid } from '../../../../lib/ids.js';
import type { UserModel } from '../../../core/user/user.mappers.js';
import type { PhotoService } from '../../photos/photos.service.js';
import type { WorkOrdersService } from '../index.js';
import type { WorkOrderPhotoRepository } from './work-order-photos.repository.js';

const onItem = (item: Pick<ChecklistItemRow, 'text'> | null) =>
  item ? { item: { before: item.text, after: item.text } } : {};

export class WorkOrderPhotoService {
  constructor(
    readonly repository: WorkOrderPhotoRepository,
    private readonly orders: WorkOrdersService,
    private readonly photos: PhotoService,
  ) {}

  async attach(user: UserModel, workOrderId: unknown, photoId: unknown, checklistItemId?: unknown) {
    const order = await this.orders.get(user, workOrderId);
    await this.orders.changeOpen(user, order, false, async (tx, locked) => {
      const [photo] = await this.photos.requireInFarm([photoId], locked.farmId, tx);
      const item = checklistItemId == null ? null : await this.itemOf(tx, locked, checklistItemId);
      await this.linkIn(tx, user, locked, photo, item);
    });
    return (await this.orders.repository.find(order.id))!;
  }

  async detach(user: UserModel, workOrderId: unknown, photoId: unknown) {
    const order = await this.orders.get(user, workOrderId);
    await this.orders.changeOpen(user, order, false, async (tx, locked) => {
      if (!isUuid(photoId)) throw badInput('photoId: not a photo of this order');
      const link = await this.repository.unlink(tx, locked, photoId.toLowerCase());
      if (!link) return;
      const item = link.checklistItemId ? await this.orders.checklist.repository.find(link.checklistItemId, tx) : null;
      await this.orders.audit(tx, user, locked, 'PHOTO_REMOVE', {
        photo: { before: link.photoId, after: null },
        ...onItem(item ?? null),
      });
    });
    return (await this.orders.repository.find(order.id))!;
  }

  /**
   * Shows a photo the caller checked to be of the order's farm on the order (or its item), in
   * the caller's transaction, on the order's timeline; nothing when the order shows it already.
   */
  async linkIn(tx: Db, user: UserModel, order: WorkOrderRow, photoId: string, item: ChecklistItemRow | null) {
    const linked = await this.repository.link(tx, {
      farmId: order.farmId,
      workOrderId: order.id,
      photoId,
      checklistItemId: item?.id ?? null,
      addedBy: user.id,
    });
    if (linked)
      await this.orders.audit(tx, user, order, 'PHOTO_ADD', {
        photo: { before: null, after: photoId },
        ...onItem(item),
      });
  }

  /** A checklist item of this order; BAD_USER_INPUT for anything else. */
  private async itemOf(tx: Db, order: WorkOrderRow, id: unknown): Promise<ChecklistItemRow> {
    const item = isUuid(id) ? await this.orders.checklist.repository.find(id, tx) : undefined;
    if (item?.workOrderId !== order.id) throw badInput('checklistItemId: this order has no such checklist item');
    return item;
  }
}
