import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const Planning: Resolvers['Planning'] = {
  orders: (plan, _, ctx) => ctx.services.planning.orders(plan),
  workload: (plan, _, ctx) => ctx.services.planning.workload(plan),
};

export const TechnicianWeek: Resolvers['TechnicianWeek'] = {
  overCapacity: (week) => week.estimatedHours > week.capacityHours,
};
