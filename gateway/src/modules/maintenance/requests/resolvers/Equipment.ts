import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Equipment: Resolvers['Equipment'] = {
  requestLink: async (machine, _, ctx) =>
    ctx.services.maintenanceRequests.maySeeLink(signedIn(ctx), machine)
      ? `/report/${await ctx.loaders.requestTokenOf.load(machine)}`
      : null,
};
