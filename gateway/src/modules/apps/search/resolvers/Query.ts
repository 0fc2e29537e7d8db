import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';
import { EMPTY_SEARCH } from '../search.service.js';

export const Query: Resolvers['Query'] = {
  globalSearch: async (_, { query, lang }, ctx) =>
    (await ctx.services.searchApp.search(signedIn(ctx), ctx.farmId, query, lang?.toLowerCase())) ?? EMPTY_SEARCH,
};
