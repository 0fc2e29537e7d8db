import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';
import { assertFarmAccess } from '../../farm/farm-access.js';
import { LANGUAGES, navigationFor } from '../navigation.service.js';

export const Query: Resolvers['Query'] = {
  navigation: (_, { farmId }, ctx) => {
    const user = signedIn(ctx);
    if (farmId) assertFarmAccess(user, farmId);
    return navigationFor(user, farmId ?? ctx.farmId);
  },
  languages: () => [...LANGUAGES],
};
