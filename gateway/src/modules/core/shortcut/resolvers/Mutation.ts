import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';
import { notFound } from '../../../../lib/errors.js';

export const Mutation: Resolvers['Mutation'] = {
  createShortcut: (_, { input }, ctx) => ctx.services.shortcuts.create(signedIn(ctx), input),
  updateShortcut: async (_, { id, input }, ctx) => {
    const row = await ctx.services.shortcuts.update(signedIn(ctx), id, input);
    if (!row) throw notFound('Shortcut');
    return row;
  },
  deleteShortcut: async (_, { id }, ctx) => Boolean(await ctx.services.shortcuts.remove(signedIn(ctx), id)),
};
