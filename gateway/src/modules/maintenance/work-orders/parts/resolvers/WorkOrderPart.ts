import type { Resolvers } from '../../../../__generated__/resolvers-types.js';
import { roundQuantity } from '../../../inventory/inventory.mappers.js';

export const WorkOrderPart: Resolvers['WorkOrderPart'] = {
  // The line's order is of the line's farm: whoever reads the line may read it.
  workOrder: async (line, _, ctx) => (await ctx.loaders.workOrderById.load(line.workOrderId))!,
  part: async (line, _, ctx) => (await ctx.loaders.sparePartById.load(line.partId))!,
  usedQuantity: (line) => roundQuantity(line.issuedQuantity - line.returnedQuantity),
  cost: (line, _, ctx) => ctx.loaders.workOrderPartCost.load(line.id),
};
