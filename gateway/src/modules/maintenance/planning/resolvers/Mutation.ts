import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  rescheduleWorkOrder: (_, { id, input }, ctx) => ctx.services.planning.reschedule(signedIn(ctx), id, input),
  setPlanningCapacity: (_, { farmId, weeklyCapacityHours }, ctx) =>
    ctx.services.planning.setCapacity(signedIn(ctx), farmId, { weeklyCapacityHours }),
};
