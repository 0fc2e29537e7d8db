import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  shortcuts: (_, __, ctx) => ctx.services.shortcuts.list(signedIn(ctx)),
};
