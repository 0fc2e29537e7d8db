import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  reports: (_, { farmId, period, filter }, ctx) => ctx.services.reports.of(signedIn(ctx), farmId, { period, filter }),
};
