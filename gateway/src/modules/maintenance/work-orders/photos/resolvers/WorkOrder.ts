import type { Resolvers } from '../../../../__generated__/resolvers-types.js';

export const WorkOrder: Resolvers['WorkOrder'] = {
  photos: (order, _, ctx) => ctx.loaders.photosOfOrder.load(order.id),
};
