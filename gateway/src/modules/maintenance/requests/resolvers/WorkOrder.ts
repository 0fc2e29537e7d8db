import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const WorkOrder: Resolvers['WorkOrder'] = {
  maintenanceRequest: async (order, _, ctx) => (await ctx.loaders.requestOfWorkOrder.load(order.id)) ?? null,
};
