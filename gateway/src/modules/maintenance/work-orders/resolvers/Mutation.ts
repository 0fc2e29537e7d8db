import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  createWorkOrder: (_, { input }, ctx) => ctx.services.workOrders.create(signedIn(ctx), input),
  updateWorkOrder: (_, { id, input }, ctx) => ctx.services.workOrders.update(signedIn(ctx), id, input),
  assignWorkOrder: (_, { id, assigneeIds }, ctx) => ctx.services.workOrders.assign(signedIn(ctx), id, { assigneeIds }),
  startWorkOrder: (_, { id }, ctx) => ctx.services.workOrders.status.start(signedIn(ctx), id),
  holdWorkOrder: (_, { id, reason }, ctx) => ctx.services.workOrders.status.hold(signedIn(ctx), id, { reason }),
  resumeWorkOrder: (_, { id }, ctx) => ctx.services.workOrders.status.resume(signedIn(ctx), id),
  completeWorkOrder: (_, { id, input }, ctx) => ctx.services.workOrders.status.complete(signedIn(ctx), id, input),
  cancelWorkOrder: (_, { id, reason }, ctx) => ctx.services.workOrders.status.cancel(signedIn(ctx), id, { reason }),
  reopenWorkOrder: (_, { id, reason }, ctx) => ctx.services.workOrders.status.reopen(signedIn(ctx), id, { reason }),
  addChecklistItem: (_, { workOrderId, input }, ctx) =>
    ctx.services.workOrders.checklist.add(signedIn(ctx), workOrderId, input),
  removeChecklistItem: (_, { id }, ctx) => ctx.services.workOrders.checklist.remove(signedIn(ctx), id),
  recordChecklistResult: (_, { id, result, note }, ctx) =>
    ctx.services.workOrders.checklist.record(signedIn(ctx), id, { result, note }),
  openCorrectiveFromChecklistItem: (_, { itemId, input }, ctx) =>
    ctx.services.workOrders.checklist.openCorrective(signedIn(ctx), itemId, input),
  recordWorkOrderFailure: (_, { id, input }, ctx) =>
    ctx.services.workOrders.failureCodes.record(signedIn(ctx), id, input),
  createFailureCode: (_, { input }, ctx) => ctx.services.workOrders.failureCodes.create(signedIn(ctx), input),
  updateFailureCode: (_, { id, input }, ctx) => ctx.services.workOrders.failureCodes.update(signedIn(ctx), id, input),
  addDowntime: (_, { workOrderId, input }, ctx) =>
    ctx.services.workOrders.downtime.add(signedIn(ctx), workOrderId, input),
  updateDowntime: (_, { id, input }, ctx) => ctx.services.workOrders.downtime.update(signedIn(ctx), id, input),
  removeDowntime: (_, { id }, ctx) => ctx.services.workOrders.downtime.remove(signedIn(ctx), id),
};
