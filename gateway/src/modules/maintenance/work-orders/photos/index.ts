// Photos on work orders and on their checklist items: whoever works an open order shows the
// farm's uploaded photos on it (or takes them off), on its timeline. The Photo type's fields.
import { defineModule } from '../../../kit/module.js';
import { workOrderPhotoResolvers } from './resolvers/index.js';
import { workOrderPhotoLoaders, type WorkOrderPhotoLoaders } from './work-order-photos.loaders.js';
import { WorkOrderPhotoRepository } from './work-order-photos.repository.js';
import { WorkOrderPhotoService } from './work-order-photos.service.js';

declare module '../../../kit/context.js' {
  interface Services {
    workOrderPhotos: WorkOrderPhotoService;
  }
  interface Loaders extends WorkOrderPhotoLoaders {}
}

export const workOrderPhotosModule = defineModule({
  name: 'workOrderPhotos',
  service: ({ database }, { workOrders, photos }) =>
    new WorkOrderPhotoService(new WorkOrderPhotoRepository(database.db), workOrders, photos),
  resolvers: workOrderPhotoResolvers,
  loaders: workOrderPhotoLoaders,
});
