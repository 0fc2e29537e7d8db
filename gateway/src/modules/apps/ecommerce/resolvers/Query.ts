import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  inventoryCategories: (_, __, ctx) => {
    signedIn(ctx);
    return ctx.services.ecommerceApp.categories();
  },
  inventoryBrands: (_, __, ctx) => {
    signedIn(ctx);
    return ctx.services.ecommerceApp.brands();
  },
  inventoryVendors: (_, __, ctx) => {
    signedIn(ctx);
    return ctx.services.ecommerceApp.vendors();
  },
  inventoryTags: (_, __, ctx) => ctx.services.ecommerceApp.tags.list(signedIn(ctx).id),
  inventoryProducts: (_, { search, sort, order, page, size }, ctx) =>
    ctx.services.ecommerceApp.products(signedIn(ctx), {
      search,
      sort,
      order: order?.toLowerCase(),
      // GraphQL's first page is 0, also when null is sent (REST's default page is the original's 1).
      page: page ?? 0,
      size,
    }),
  inventoryProduct: (_, { id }, ctx) => ctx.services.ecommerceApp.product(signedIn(ctx), id),
};
