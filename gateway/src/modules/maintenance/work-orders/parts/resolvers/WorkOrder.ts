import type { Resolvers } from '../../../../__generated__/resolvers-types.js';

export const WorkOrder: Resolvers['WorkOrder'] = {
  parts: (order, _, ctx) => ctx.loaders.partsOfOrder.load(order),
};
