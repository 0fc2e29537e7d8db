import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const MaintenancePlan: Resolvers['MaintenancePlan'] = {
  equipment: async (plan, _, ctx) => (await ctx.loaders.equipmentById.load(plan.equipmentId))!,
  defaultAssignee: async (plan, _, ctx) =>
    plan.defaultAssigneeId ? ((await ctx.loaders.personById.load(plan.defaultAssigneeId)) ?? null) : null,
  lastDone: (plan) =>
    plan.lastDoneDate ? { date: plan.lastDoneDate, meter: plan.lastDoneMeter, key: plan.lastDoneKey } : null,
  lastSkipped: (plan) =>
    plan.skippedDate ? { date: plan.skippedDate, meter: plan.skippedMeter, key: plan.skippedKey } : null,
  nextDue: (plan, _, ctx) => ctx.loaders.nextDueOfPlan.load(plan),
  openOrder: async (plan, _, ctx) => (await ctx.loaders.openOrderOfPlan.load(plan.id)) ?? null,
  lateCount: (plan, _, ctx) => ctx.loaders.lateCountOfPlan.load(plan.id),
};

export const PlanPart: Resolvers['PlanPart'] = {
  part: async (line, _, ctx) => (await ctx.loaders.sparePartById.load(line.partId)) ?? null,
};
