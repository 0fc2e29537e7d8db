import { clampFirst } from '../../../../lib/batched.js';
import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { historyField } from '../../../core/audit/audit.loaders.js';

export const Equipment: Resolvers['Equipment'] = {
  parent: async (machine, _, ctx) =>
    machine.parentId ? ((await ctx.loaders.equipmentById.load(machine.parentId)) ?? null) : null,
  children: (machine, _, ctx) => ctx.loaders.childrenOf.load(machine.id),
  readings: (machine, { first }, ctx) =>
    ctx.loaders.readingsOf.load({ key: machine.id, first: clampFirst(first, 50, 500) }),
  history: historyField('equipment'),
};
