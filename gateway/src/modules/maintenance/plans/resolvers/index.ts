import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { MaintenancePlan, PlanPart } from './MaintenancePlan.js';
import { Mutation } from './Mutation.js';
import { Query } from './Query.js';

const Equipment: Resolvers['Equipment'] = {
  plans: (machine, _, ctx) => ctx.loaders.plansOfMachine.load(machine.id),
};

const WorkOrder: Resolvers['WorkOrder'] = {
  plan: async (order, _, ctx) => (order.planId ? ((await ctx.loaders.planById.load(order.planId)) ?? null) : null),
  planLate: (order, _, ctx) => (order.planDueDate ? ctx.loaders.planLateOfOrder.load(order.id) : null),
};

const Planning: Resolvers['Planning'] = {
  forecasts: (planning, _, ctx) => ctx.services.plans.forecasts(planning),
};

const Dashboard: Resolvers['Dashboard'] = {
  plansDueSoon: (dashboard, _, ctx) => ctx.services.plans.dueSoonCount(dashboard.farmId),
};

/** The GraphQL resolvers of this module. */
export const planResolvers = { Query, Mutation, MaintenancePlan, PlanPart, Equipment, WorkOrder, Planning, Dashboard };
