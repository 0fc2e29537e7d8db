import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const MaintenanceRequest: Resolvers['MaintenanceRequest'] = {
  equipment: async (request, _, ctx) => (await ctx.loaders.equipmentById.load(request.equipmentId))!,
  photo: async (request, _, ctx) =>
    request.photoId ? ((await ctx.loaders.photoById.load(request.photoId)) ?? null) : null,
  decidedBy: async (request, _, ctx) =>
    request.decidedBy ? ((await ctx.loaders.personById.load(request.decidedBy)) ?? null) : null,
  workOrder: async (request, _, ctx) =>
    request.workOrderId ? ((await ctx.loaders.workOrderById.load(request.workOrderId)) ?? null) : null,
};
