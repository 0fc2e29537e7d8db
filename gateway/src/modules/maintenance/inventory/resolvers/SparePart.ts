import { clampFirst } from '../../../../lib/batched.js';
import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { historyField } from '../../../core/audit/audit.loaders.js';
import { machinesByIds } from '../../equipment/equipment.loaders.js';
import { availableOf } from '../inventory.mappers.js';

export const SparePart: Resolvers['SparePart'] = {
  stockValue: (part) => Math.round(part.quantityOnHand * part.unitCost * 100) / 100,
  lowStock: (part) => availableOf(part) <= part.minQuantity,
  reserved: (part) => part.quantityReserved,
  available: (part) => availableOf(part),
  compatibleEquipment: async (part, _, ctx) =>
    machinesByIds(ctx.loaders, await ctx.loaders.compatibleMachineIds.load(part.id)),
  movements: (part, { first }, ctx) =>
    ctx.loaders.movementsOf.load({ key: part.id, first: clampFirst(first, 100, 500) }),
  history: historyField('spare_part'),
};
