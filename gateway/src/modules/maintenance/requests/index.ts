// Maintenance requests: problems anyone reports through a machine's secret link (public REST
// routes, no account), the managers' inbox to approve them into corrective work orders or
// decline them, and the links themselves.
import { defineModule } from '../../kit/module.js';
import { requestLoaders, type RequestLoaders } from './requests.loaders.js';
import { RequestRepository } from './requests.repository.js';
import { reportRoutes } from './requests.routes.js';
import { RequestService } from './requests.service.js';
import { requestResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    maintenanceRequests: RequestService;
  }
  interface Loaders extends RequestLoaders {}
}

export const maintenanceRequestsModule = defineModule({
  name: 'maintenanceRequests',
  service: ({ database, lists, rateLimits }, { workOrders, workOrderPhotos, equipment, photos }) =>
    new RequestService(
      new RequestRepository(database.db, lists),
      { workOrders, workOrderPhotos, equipment, photos },
      rateLimits,
    ),
  resolvers: requestResolvers,
  routes: [{ path: '/report', public: true, router: reportRoutes }],
  loaders: requestLoaders,
});
