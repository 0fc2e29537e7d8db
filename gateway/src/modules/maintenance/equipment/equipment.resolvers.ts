import type { Context } from '../../context.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { nodeFields } from '../../graphql/node-fields.js';

const me = (ctx: Context) => ctx.services.users.requireViewer(ctx.viewer);

export const equipmentResolvers: Resolvers = {
  Query: {
    equipmentList: (_, { farmId, filter, sort, first, after }, ctx, info) =>
      ctx.services.equipment.list(me(ctx), farmId, filter ?? {}, sort ?? undefined, { first, after }, nodeFields(info)),
    equipment: (_, { id }, ctx) => ctx.services.equipment.get(me(ctx), id),
  },
  Mutation: {
    createEquipment: (_, { input }, ctx) => ctx.services.equipment.create(me(ctx), input),
    updateEquipment: (_, { id, input }, ctx) => ctx.services.equipment.update(me(ctx), id, input),
    retireEquipment: (_, { id }, ctx) => ctx.services.equipment.retire(me(ctx), id),
    recordMeterReading: (_, { equipmentId, value, readAt }, ctx) =>
      ctx.services.equipment.recordReading(me(ctx), equipmentId, { value, readAt }),
  },
  Equipment: {
    parent: async (machine, _, ctx) =>
      machine.parentId ? ((await ctx.loaders.equipmentById.load(machine.parentId)) ?? null) : null,
    children: (machine, _, ctx) => ctx.services.equipment.children(machine),
    readings: (machine, { first }, ctx) => ctx.services.equipment.readings(machine, first ?? 50),
    compatibleParts: (machine, _, ctx) => ctx.services.inventory.partsForEquipment(machine.farmId, machine.id),
    history: (machine, { first }, ctx) =>
      ctx.services.audit.history(machine.farmId, 'equipment', machine.id, first ?? 50),
  },
};
