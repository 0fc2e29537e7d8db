import type { Resolvers } from '../../../../__generated__/resolvers-types.js';

export const WorkOrder: Resolvers['WorkOrder'] = {
  cost: async (order, _, ctx) => (await ctx.loaders.workOrderCost.load(order.id))!,
};
