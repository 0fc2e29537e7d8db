import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const ChecklistItem: Resolvers['ChecklistItem'] = {
  doneBy: async (item, _, ctx) => (item.doneBy ? ((await ctx.loaders.personById.load(item.doneBy)) ?? null) : null),
  correctiveOrder: async (item, _, ctx) => (await ctx.loaders.orderFromItem.load(item.id)) ?? null,
};
