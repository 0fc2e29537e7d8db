import { InventoryProduct } from './InventoryProduct.js';
import { InventoryProductSort } from './InventoryProductSort.js';
import { Mutation } from './Mutation.js';
import { Query } from './Query.js';

/** The GraphQL resolvers of this module, one file per type. */
export const ecommerceResolvers = { InventoryProductSort, InventoryProduct, Query, Mutation };
