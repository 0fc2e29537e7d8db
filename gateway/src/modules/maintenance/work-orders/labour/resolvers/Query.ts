import type { Resolvers } from '../../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  labourRates: (_, { farmId }, ctx) => ctx.services.labour.rates.list(signedIn(ctx), farmId),
  runningLabourTimer: (_, { farmId }, ctx) => ctx.services.labour.runningTimer(signedIn(ctx), farmId),
};
