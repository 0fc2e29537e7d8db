import { nodeFields } from '../../../../lib/node-fields.js';
import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  maintenanceRequests: (_, { farmId, status, first, after }, ctx, info) =>
    ctx.services.maintenanceRequests.list(signedIn(ctx), farmId, { status }, { first, after }, nodeFields(info)),
  maintenanceRequest: (_, { id }, ctx) => ctx.services.maintenanceRequests.get(signedIn(ctx), id),
};
