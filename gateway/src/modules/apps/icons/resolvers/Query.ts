import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn, type Context } from '../../../kit/context.js';

/** Reference data, but still for signed-in callers only. */
const service = (ctx: Context) => {
  signedIn(ctx);
  return ctx.services.iconsApp;
};

export const Query: Resolvers['Query'] = {
  iconSet: (_, { set }, ctx) => service(ctx).iconSet(set),
  iconSetNames: (_, __, ctx) => service(ctx).setNames(),
};
