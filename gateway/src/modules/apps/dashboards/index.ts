// The sample dashboards and the activity feed of the demo apps: shared read-only reference data
// behind a token.
import { defineModule } from '../../kit/module.js';
import { activitiesRoutes, dashboardsRoutes } from './dashboards.routes.js';
import { DashboardsAppService } from './dashboards.service.js';
import { dashboardsResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    dashboardsApp: DashboardsAppService;
  }
}

export const dashboardsAppModule = defineModule({
  name: 'dashboardsApp',
  service: () => new DashboardsAppService(),
  resolvers: dashboardsResolvers,
  routes: [
    { path: '/dashboards', router: dashboardsRoutes },
    { path: '/pages', router: activitiesRoutes },
  ],
});
