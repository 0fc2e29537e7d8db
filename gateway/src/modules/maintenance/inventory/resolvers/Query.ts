import { nodeFields } from '../../../../lib/node-fields.js';
import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  spareParts: (_, { farmId, filter, sort, first, after }, ctx, info) =>
    ctx.services.inventory.list(
      signedIn(ctx),
      farmId,
      filter ?? {},
      sort ?? undefined,
      { first, after },
      nodeFields(info),
    ),
  sparePart: (_, { id }, ctx) => ctx.services.inventory.get(signedIn(ctx), id),
};
