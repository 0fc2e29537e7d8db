import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const Dashboard: Resolvers['Dashboard'] = {
  farmId: (dashboard) => dashboard.farmId,
  openByPriority: (dashboard, _, ctx) => ctx.services.dashboard.openByPriority(dashboard),
  overdue: (dashboard, _, ctx) => ctx.services.dashboard.overdue(dashboard),
  completedThisMonth: (dashboard, _, ctx) => ctx.services.dashboard.completedThisMonth(dashboard),
  machinesDown: (dashboard, _, ctx) => ctx.services.dashboard.machinesDown(dashboard),
  pendingRequests: (dashboard, _, ctx) => ctx.services.dashboard.pendingRequests(dashboard),
  lowStockParts: (dashboard, _, ctx) => ctx.services.dashboard.lowStockParts(dashboard),
  stockValue: (dashboard, _, ctx) => ctx.services.inventory.stockValue(dashboard.farmId),
  currency: (dashboard, _, ctx) => ctx.services.dashboard.currency(dashboard),
  recentActivity: (dashboard, { first }, ctx) => ctx.services.dashboard.recentActivity(dashboard, first ?? 10),
  ordersPerWeek: (dashboard, _, ctx) => ctx.services.dashboard.ordersPerWeek(dashboard),
  downtimeByMachine: (dashboard, _, ctx) => ctx.services.dashboard.downtimeByMachine(dashboard),
};
