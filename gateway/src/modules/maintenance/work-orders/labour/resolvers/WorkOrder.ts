import type { Resolvers } from '../../../../__generated__/resolvers-types.js';

export const WorkOrder: Resolvers['WorkOrder'] = {
  labour: (order, _, ctx) => ctx.loaders.labourOfOrder.load(order),
};
