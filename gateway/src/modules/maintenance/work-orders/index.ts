// Work orders: preventive and corrective jobs on the machines, their status, assignees and
// the machine they hold DOWN; their checklists, failure codes and downtime.
import { RecordReads } from '../../../lib/record-read.js';
import type { EquipmentService } from '../equipment/equipment.service.js';
import { defineModule } from '../../kit/module.js';
import { ChecklistRepository } from './checklist.repository.js';
import { ChecklistService } from './checklist.service.js';
import { DowntimeRepository } from './downtime.repository.js';
import { DowntimeService } from './downtime.service.js';
import { FailureCodeRepository } from './failure-codes.repository.js';
import { FailureCodeService } from './failure-codes.service.js';
import { sweepOverdue } from './overdue.js';
import { WorkOrderStatusChanges } from './work-order-status.js';
import { workOrderLoaders, type WorkOrderLoaders } from './work-orders.loaders.js';
import { WorkOrderRepository } from './work-orders.repository.js';
import { WorkOrderService, today } from './work-orders.service.js';
import { workOrderResolvers } from './resolvers/index.js';

/** The module's service: the orders, and the services of an order's work built over them. */
export type WorkOrdersService = WorkOrderService & {
  /** Start, hold, resume, complete, cancel, reopen. */
  status: WorkOrderStatusChanges;
  checklist: ChecklistService;
  failureCodes: FailureCodeService;
  downtime: DowntimeService;
};

function workOrdersService(repository: WorkOrderRepository, equipment: EquipmentService): WorkOrdersService {
  const orders = new WorkOrderService(repository, equipment);
  return Object.assign(orders, {
    status: new WorkOrderStatusChanges(orders),
    checklist: new ChecklistService(new ChecklistRepository(repository.db), orders),
    failureCodes: new FailureCodeService(new FailureCodeRepository(repository.db), orders),
    downtime: new DowntimeService(new DowntimeRepository(repository.db), orders),
  });
}

declare module '../../kit/context.js' {
  interface Services {
    workOrders: WorkOrdersService;
  }
  interface Loaders extends WorkOrderLoaders {}
}

export const workOrdersModule = defineModule({
  name: 'workOrders',
  service: ({ database, lists }, { equipment }) =>
    workOrdersService(new WorkOrderRepository(database.db, lists, new RecordReads(database)), equipment),
  resolvers: workOrderResolvers,
  loaders: workOrderLoaders,
  jobs: (service) => [{ name: 'overdue work orders', run: () => sweepOverdue(service.repository.db, today()) }],
});
