import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  createMaintenancePlan: (_, { farmId, input }, ctx) => ctx.services.plans.create(signedIn(ctx), farmId, input),
  updateMaintenancePlan: (_, { id, input }, ctx) => ctx.services.plans.update(signedIn(ctx), id, input),
  setMaintenancePlanActive: (_, { id, active }, ctx) => ctx.services.plans.setActive(signedIn(ctx), id, active),
  deleteMaintenancePlan: (_, { id }, ctx) => ctx.services.plans.remove(signedIn(ctx), id),
  runPlanScheduler: (_, { farmId }, ctx) => ctx.services.plans.run(signedIn(ctx), farmId),
};
