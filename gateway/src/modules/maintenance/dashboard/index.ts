// The dashboard: a farm at a glance, each tile counted as the list it links to counts.
import { defineModule } from '../../kit/module.js';
import { DashboardRepository } from './dashboard.repository.js';
import { DashboardService } from './dashboard.service.js';
import { dashboardResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    dashboard: DashboardService;
  }
}

export const dashboardModule = defineModule({
  name: 'dashboard',
  service: ({ database }) => new DashboardService(new DashboardRepository(database.db)),
  resolvers: dashboardResolvers,
  // The count deltas a busy farm appends between two runs are folded, so its sums stay short.
  jobs: (service) => [{ name: 'dashboard counts', run: () => service.repository.foldCounts() }],
});
