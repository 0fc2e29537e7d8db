import { nodeFields } from '../../../../lib/node-fields.js';
import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  equipmentList: (_, { farmId, filter, sort, first, after }, ctx, info) =>
    ctx.services.equipment.list(
      signedIn(ctx),
      farmId,
      filter ?? {},
      sort ?? undefined,
      { first, after },
      nodeFields(info),
    ),
  equipment: (_, { id }, ctx) => ctx.services.equipment.get(signedIn(ctx), id),
};
