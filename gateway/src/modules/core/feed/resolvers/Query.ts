import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  notifications: (_, { farmId }, ctx) => ctx.services.feed.list(signedIn(ctx), 'notification', farmId ?? ctx.farmId),
  messages: (_, { farmId }, ctx) => ctx.services.feed.list(signedIn(ctx), 'message', farmId ?? ctx.farmId),
};
