// The SQL of photos on orders: the links (an order's own photos, or a checklist item's) and
// the batched reads of the loaders, which never read a photo's bytes.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import { workOrderPhotos } from '../../../../db/schema-maintenance-requests.js';
import { photos } from '../../../../db/schema-photos.js';
import type { PhotoModel } from './work-order-photos.mappers.js';

type Link = typeof workOrderPhotos.$inferInsert;

const info = { id: photos.id, farmId: photos.farmId, createdBy: photos.createdBy, createdAt: photos.createdAt };

export class WorkOrderPhotoRepository {
  constructor(readonly db: Db) {}

  /** Links the photo; false when the order already shows it. */
  async link(tx: Db, link: Link): Promise<boolean> {
    const rows = await tx
      .insert(workOrderPhotos)
      .values(link)
      .onConflictDoNothing()
      .returning({ id: workOrderPhotos.photoId });
    return rows.length > 0;
  }

  /** Unlinks the photo; what the link was (undefined when there was none). */
  async unlink(tx: Db, order: { farmId: string; id: string }, photoId: string) {
    const [row] = await tx
      .delete(workOrderPhotos)
      .where(
        and(
          eq(workOrderPhotos.farmId, order.farmId),
          eq(workOrderPhotos.workOrderId, order.id),
          eq(workOrderPhotos.photoId, photoId),
        ),
      )
      .returning();
    return row;
  }

  /** The orders' own photos (not their items'), oldest first, with the order each is on. */
  ofOrders(orderIds: readonly string[]): Promise<(PhotoModel & { on: string })[]> {
    return this.db
      .select({ ...info, on: workOrderPhotos.workOrderId })
      .from(workOrderPhotos)
      .innerJoin(photos, eq(photos.id, workOrderPhotos.photoId))
      .where(and(inArray(workOrderPhotos.workOrderId, [...orderIds]), isNull(workOrderPhotos.checklistItemId)))
      .orderBy(asc(workOrderPhotos.createdAt));
  }

  /** The checklist items' photos, oldest first, with the item each is on. */
  ofItems(itemIds: readonly string[]): Promise<(PhotoModel & { on: string })[]> {
    return this.db
      .select({ ...info, on: workOrderPhotos.checklistItemId })
      .from(workOrderPhotos)
      .innerJoin(photos, eq(photos.id, workOrderPhotos.photoId))
      .where(inArray(workOrderPhotos.checklistItemId, [...itemIds]))
      .orderBy(asc(workOrderPhotos.createdAt)) as Promise<(PhotoModel & { on: string })[]>;
  }

  byIds(ids: readonly string[]): Promise<PhotoModel[]> {
    return this.db
      .select(info)
      .from(photos)
      .where(inArray(photos.id, [...ids]));
  }
}
