import type { Resolvers } from '../../../__generated__/resolvers-types.js';

/** GraphQL's upper-case names for the REST `sort` values. */
export const InventoryProductSort: Resolvers['InventoryProductSort'] = {
  SKU: 'sku',
  NAME: 'name',
  ACTIVE: 'active',
  STOCK: 'stock',
  RESERVED: 'reserved',
  COST: 'cost',
  BASE_PRICE: 'basePrice',
  TAX_PERCENT: 'taxPercent',
  PRICE: 'price',
  WEIGHT: 'weight',
};
