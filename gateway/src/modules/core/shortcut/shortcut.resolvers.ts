import type { Context } from '../../context.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';

const me = (ctx: Context) => ctx.services.users.requireViewer(ctx.viewer);

export const shortcutResolvers: Resolvers = {
  Query: {
    shortcuts: (_, __, ctx) => ctx.services.shortcuts.list(me(ctx)),
  },
  Mutation: {
    createShortcut: (_, { input }, ctx) => ctx.services.shortcuts.create(me(ctx), input),
    updateShortcut: (_, { id, input }, ctx) => ctx.services.shortcuts.update(me(ctx), id, input),
    deleteShortcut: (_, { id }, ctx) => ctx.services.shortcuts.remove(me(ctx), id),
  },
};
