import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const SparePartConnection: Resolvers['SparePartConnection'] = {
  farmStockValue: (connection, _, ctx) => ctx.services.inventory.stockValue(connection.farmId),
};
