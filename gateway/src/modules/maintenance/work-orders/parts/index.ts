// Parts on work orders: planned parts reserve stock, used parts are ISSUE movements through
// the inventory service, unused ones come back as RETURNs, and closing an order releases what
// it still reserves.
import { defineModule } from '../../../kit/module.js';
import { workOrderPartLoaders, type WorkOrderPartLoaders } from './work-order-parts.loaders.js';
import { WorkOrderPartsRepository } from './work-order-parts.repository.js';
import { WorkOrderPartsService } from './work-order-parts.service.js';
import { workOrderPartResolvers } from './resolvers/index.js';

declare module '../../../kit/context.js' {
  interface Services {
    workOrderParts: WorkOrderPartsService;
  }
  interface Loaders extends WorkOrderPartLoaders {}
}

export const workOrderPartsModule = defineModule({
  name: 'workOrderParts',
  service: ({ database }, { inventory, workOrders }) => {
    const parts = new WorkOrderPartsService(new WorkOrderPartsRepository(database.db), inventory, workOrders);
    workOrders.status.whenClosed((tx, _user, order) => parts.release(tx, order));
    return parts;
  },
  resolvers: workOrderPartResolvers,
  loaders: workOrderPartLoaders,
});
