import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  updateFarmCurrency: (_, { farmId, currency }, ctx) =>
    ctx.services.farms.updateCurrency(signedIn(ctx), farmId, currency),
};
