import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  farms: (_, __, ctx) => ctx.services.farms.list(signedIn(ctx)),
  farm: (_, { id }, ctx) => ctx.services.farms.get(signedIn(ctx), id),
};
