import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';
import { LANGUAGES, navigationFor } from '../navigation.service.js';

export const Query: Resolvers['Query'] = {
  navigation: (_, __, ctx) => navigationFor(signedIn(ctx), ctx.farmId),
  languages: () => [...LANGUAGES],
};
