// Reports (DESIGN §4): MTBF, MTTR, availability, downtime, failures, cost, PM compliance,
// backlog, parts and stock over a period of a farm, each an aggregate query, in the graph
// and as CSV files.
import { defineModule } from '../../kit/module.js';
import { ReportsRepository } from './reports.repository.js';
import { reportRoutes } from './reports.routes.js';
import { ReportsService } from './reports.service.js';
import { reportsResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    reports: ReportsService;
  }
}

export const reportsModule = defineModule({
  name: 'reports',
  service: ({ database }) => new ReportsService(new ReportsRepository(database.db)),
  resolvers: reportsResolvers,
  routes: [{ path: '/reports', router: reportRoutes }],
});
