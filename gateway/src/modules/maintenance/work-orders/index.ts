// Work orders: preventive and corrective jobs on the machines, their status, assignees and
// the machine they hold DOWN.
import { defineModule } from '../../kit/module.js';
import { sweepOverdue } from './overdue.js';
import { workOrderLoaders, type WorkOrderLoaders } from './work-orders.loaders.js';
import { WorkOrderRepository } from './work-orders.repository.js';
import { WorkOrderService, today } from './work-orders.service.js';
import { workOrderResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    workOrders: WorkOrderService;
  }
  interface Loaders extends WorkOrderLoaders {}
}

export const workOrdersModule = defineModule({
  name: 'workOrders',
  service: ({ database, lists }, { equipment }) =>
    new WorkOrderService(new WorkOrderRepository(database.db, lists), equipment),
  resolvers: workOrderResolvers,
  loaders: workOrderLoaders,
  jobs: (service) => [{ name: 'overdue work orders', run: () => sweepOverdue(service.repository.db, today()) }],
});
