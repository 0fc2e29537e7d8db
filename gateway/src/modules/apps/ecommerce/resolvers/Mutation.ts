import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  createInventoryProduct: (_, __, ctx) => ctx.services.ecommerceApp.create(signedIn(ctx)),
  updateInventoryProduct: (_, { id, input }, ctx) =>
    ctx.services.ecommerceApp.update(signedIn(ctx), { id, product: input }),
  deleteInventoryProduct: (_, { id }, ctx) => ctx.services.ecommerceApp.remove(signedIn(ctx), id),
  createInventoryTag: (_, { title }, ctx) =>
    ctx.services.ecommerceApp.tags.create(signedIn(ctx).id, { tag: { title } }),
  updateInventoryTag: (_, { id, title }, ctx) =>
    ctx.services.ecommerceApp.tags.update(signedIn(ctx).id, { id, tag: { title } }),
  deleteInventoryTag: (_, { id }, ctx) => ctx.services.ecommerceApp.tags.remove(signedIn(ctx).id, id),
};
