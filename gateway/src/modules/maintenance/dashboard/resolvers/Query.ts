import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  dashboard: (_, { farmId }, ctx) => ctx.services.dashboard.of(signedIn(ctx), farmId),
};
