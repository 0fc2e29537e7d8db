import type { Resolvers } from '../../../../__generated__/resolvers-types.js';
import { entryCost } from '../labour.mappers.js';

export const LabourEntry: Resolvers['LabourEntry'] = {
  person: async (entry, _, ctx) => (entry.userId ? ((await ctx.loaders.personById.load(entry.userId)) ?? null) : null),
  workOrder: async (entry, _, ctx) => (await ctx.loaders.workOrderById.load(entry.workOrderId))!,
  running: (entry) => !entry.endedAt,
  cost: (entry) => entryCost(entry),
};
