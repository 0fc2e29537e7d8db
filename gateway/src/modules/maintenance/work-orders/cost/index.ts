// What work orders cost: parts at movement cost plus labour, computed in SQL for the order
// and, later, for reports.
import { defineModule } from '../../../kit/module.js';
import { workOrderCostLoaders, type WorkOrderCostLoaders } from './work-order-cost.loaders.js';
import { WorkOrderCostRepository } from './work-order-cost.repository.js';
import { WorkOrderCostService } from './work-order-cost.service.js';
import { workOrderCostResolvers } from './resolvers/index.js';

declare module '../../../kit/context.js' {
  interface Services {
    workOrderCost: WorkOrderCostService;
  }
  interface Loaders extends WorkOrderCostLoaders {}
}

export const workOrderCostModule = defineModule({
  name: 'workOrderCost',
  service: ({ database }) => new WorkOrderCostService(new WorkOrderCostRepository(database.db)),
  resolvers: workOrderCostResolvers,
  loaders: workOrderCostLoaders,
});
