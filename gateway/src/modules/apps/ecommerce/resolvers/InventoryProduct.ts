import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import type { ProductNumber } from '../ecommerce.mappers.js';

/** An empty number field ('' over REST) is null in GraphQL. */
const orNull = (value: ProductNumber | null | undefined) => (typeof value === 'number' ? value : null);

export const InventoryProduct: Resolvers['InventoryProduct'] = {
  stock: (product) => orNull(product.stock),
  reserved: (product) => orNull(product.reserved),
  cost: (product) => orNull(product.cost),
  basePrice: (product) => orNull(product.basePrice),
  taxPercent: (product) => orNull(product.taxPercent),
  price: (product) => orNull(product.price),
  weight: (product) => orNull(product.weight),
};
