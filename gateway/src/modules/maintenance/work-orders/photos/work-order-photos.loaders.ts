// A request's batched reads of photos: each order's own, each checklist item's, and photos by
// id (a maintenance request's), one query per batch whatever the page size.
import DataLoader from 'dataloader';
import { rowPerKey, rowsPerKey } from '../../../../lib/batched.js';
import type { Services } from '../../../kit/context.js';
import type { PhotoModel } from './work-order-photos.mappers.js';

export interface WorkOrderPhotoLoaders {
  /** An order's own photos, oldest first. */
  photosOfOrder: DataLoader<string, PhotoModel[]>;
  /** A checklist item's photos, oldest first. */
  photosOfItem: DataLoader<string, PhotoModel[]>;
  photoById: DataLoader<string, PhotoModel | undefined>;
}

const withoutOn = ({ on: _on, ...photo }: PhotoModel & { on: string }): PhotoModel => photo;

export function workOrderPhotoLoaders({ workOrderPhotos }: Services): WorkOrderPhotoLoaders {
  const { repository } = workOrderPhotos;
  return {
    photosOfOrder: new DataLoader(async (ids) =>
      rowsPerKey(ids, await repository.ofOrders(ids), (row) => row.on).map((rows) => rows.map(withoutOn)),
    ),
    photosOfItem: new DataLoader(async (ids) =>
      rowsPerKey(ids, await repository.ofItems(ids), (row) => row.on).map((rows) => rows.map(withoutOn)),
    ),
    photoById: new DataLoader(async (ids) => rowPerKey(ids, await repository.byIds(ids), (row) => row.id)),
  };
}
