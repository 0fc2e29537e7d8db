import type { Resolvers } from '../../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  planWorkOrderPart: (_, { workOrderId, input }, ctx) =>
    ctx.services.workOrderParts.plan(signedIn(ctx), workOrderId, input),
  setWorkOrderPartPlan: (_, { id, quantity }, ctx) =>
    ctx.services.workOrderParts.setPlanned(signedIn(ctx), id, { quantity }),
  removeWorkOrderPart: (_, { id }, ctx) => ctx.services.workOrderParts.remove(signedIn(ctx), id),
  useWorkOrderPart: (_, { workOrderId, input }, ctx) =>
    ctx.services.workOrderParts.use(signedIn(ctx), workOrderId, input),
  returnWorkOrderPart: (_, { workOrderId, input }, ctx) =>
    ctx.services.workOrderParts.giveBack(signedIn(ctx), workOrderId, input),
};
