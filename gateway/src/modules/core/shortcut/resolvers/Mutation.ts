import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  createShortcut: (_, { input }, ctx) => ctx.services.shortcuts.create(signedIn(ctx), input),
  updateShortcut: (_, { id, input }, ctx) => ctx.services.shortcuts.update(signedIn(ctx), id, input),
  deleteShortcut: (_, { id }, ctx) => ctx.services.shortcuts.remove(signedIn(ctx), id),
};
