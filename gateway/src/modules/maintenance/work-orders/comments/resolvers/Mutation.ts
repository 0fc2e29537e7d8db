import type { Resolvers } from '../../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  addWorkOrderComment: (_, { workOrderId, input }, ctx) =>
    ctx.services.workOrderComments.add(signedIn(ctx), workOrderId, input),
};
