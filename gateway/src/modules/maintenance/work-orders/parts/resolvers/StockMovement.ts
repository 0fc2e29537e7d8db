import type { Resolvers } from '../../../../__generated__/resolvers-types.js';

export const StockMovement: Resolvers['StockMovement'] = {
  workOrder: async (movement, _, ctx) =>
    movement.workOrderId ? ((await ctx.loaders.workOrderById.load(movement.workOrderId)) ?? null) : null,
};
