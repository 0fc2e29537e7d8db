import type { Resolvers } from '../../../../__generated__/resolvers-types.js';
import { clampFirst } from '../../../../../lib/batched.js';

export const WorkOrder: Resolvers['WorkOrder'] = {
  comments: (order, { first }, ctx) =>
    ctx.loaders.commentsOf.load({ key: order.id, first: clampFirst(first, 100, 200) }),
};
