// The report rows that name a machine, part, order or failure code: the entity through the
// request's loaders (one query per batch of rows).
import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import type { Context } from '../../../kit/context.js';

const machine = async ({ equipmentId }: { equipmentId: string }, _: unknown, ctx: Context) =>
  (await ctx.loaders.equipmentById.load(equipmentId))!;

export const MachineReliability: Resolvers['MachineReliability'] = { equipment: machine };
export const MachineDowntime: Resolvers['MachineDowntime'] = { equipment: machine };
export const MachineFailureCount: Resolvers['MachineFailureCount'] = { equipment: machine };
export const MachineCost: Resolvers['MachineCost'] = { equipment: machine };

export const FailureCodeCount: Resolvers['FailureCodeCount'] = {
  failureCode: async (row, _, ctx) =>
    row.failureCodeId ? ((await ctx.loaders.failureCodeById.load(row.failureCodeId)) ?? null) : null,
};

export const PmComplianceReport: Resolvers['PmComplianceReport'] = {
  exceptions: (pm, { first }, ctx) => ctx.services.reports.pmExceptions(pm.report, first ?? 100),
};

export const PmException: Resolvers['PmException'] = {
  order: async (row, _, ctx) => (await ctx.loaders.workOrderById.load(row.orderId))!,
};

export const PartConsumption: Resolvers['PartConsumption'] = {
  part: async (row, _, ctx) => (await ctx.loaders.sparePartById.load(row.partId))!,
};
