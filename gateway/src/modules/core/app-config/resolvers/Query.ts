import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const Query: Resolvers['Query'] = {
  // Public: the address is what every visitor already sees or will be sent to.
  appConfig: (_, __, ctx) => ({ publicUrl: ctx.services.appConfig.publicUrl(ctx.origin) }),
};
