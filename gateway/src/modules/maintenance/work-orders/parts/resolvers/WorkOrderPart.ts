import type { Resolvers } from '../../../../__generated__/resolvers-types.js';
import { roundQuantity } from '../../../inventory/inventory.mappers.js';

export const WorkOrderPart: Resolvers['WorkOrderPart'] = {
  part: async (line, _, ctx) => (await ctx.loaders.sparePartById.load(line.partId))!,
  usedQuantity: (line) => roundQuantity(line.issuedQuantity - line.returnedQuantity),
  cost: (line, _, ctx) => ctx.loaders.workOrderPartCost.load(line.id),
};
