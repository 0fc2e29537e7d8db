import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  maintenancePlans: (_, { farmId, equipmentId, active, dueWithinDays, first, after }, ctx) =>
    ctx.services.plans.list(signedIn(ctx), farmId, { equipmentId, active, dueWithinDays }, { first, after }),
  maintenancePlan: (_, { id }, ctx) => ctx.services.plans.get(signedIn(ctx), id),
};
