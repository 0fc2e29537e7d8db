import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  planning: (_, { farmId, from, to, filter }, ctx) =>
    ctx.services.planning.plan(signedIn(ctx), farmId, { from, to, filter }),
};
