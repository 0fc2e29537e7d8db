import type { Context } from '../../context.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { nodeFields } from '../../graphql/node-fields.js';

const me = (ctx: Context) => ctx.services.users.requireViewer(ctx.viewer);

export const inventoryResolvers: Resolvers = {
  Query: {
    spareParts: (_, { farmId, filter, sort, first, after }, ctx, info) =>
      ctx.services.inventory.list(me(ctx), farmId, filter ?? {}, sort ?? undefined, { first, after }, nodeFields(info)),
    sparePart: (_, { id }, ctx) => ctx.services.inventory.get(me(ctx), id),
  },
  Mutation: {
    createSparePart: (_, { input }, ctx) => ctx.services.inventory.create(me(ctx), input),
    updateSparePart: (_, { id, input }, ctx) => ctx.services.inventory.update(me(ctx), id, input),
    receiveStock: (_, { partId, ...input }, ctx) => ctx.services.inventory.receive(me(ctx), partId, input),
    adjustStock: (_, { partId, ...input }, ctx) => ctx.services.inventory.adjust(me(ctx), partId, input),
    issueStock: (_, { partId, ...input }, ctx) => ctx.services.inventory.issue(me(ctx), partId, input),
  },
  SparePartConnection: {
    farmStockValue: (connection, _, ctx) => ctx.services.inventory.stockValue(connection.farmId),
  },
  SparePart: {
    stockValue: (part) => Math.round(part.quantityOnHand * part.unitCost * 100) / 100,
    lowStock: (part) => part.quantityOnHand <= part.minQuantity,
    compatibleEquipment: async (part, _, ctx) =>
      ctx.services.equipment.byIds(part.farmId, await ctx.services.inventory.compatibleEquipmentIds(part)),
    movements: (part, { first }, ctx) => ctx.services.inventory.movements(part, first ?? 100),
    history: (part, { first }, ctx) => ctx.services.audit.history(part.farmId, 'spare_part', part.id, first ?? 50),
  },
};
