// Farms, and who may work in which (farm-access.ts, used by every farm-scoped service).
import { defineModule } from '../../kit/module.js';
import { farmResolvers } from './resolvers/index.js';
import { farmRoutes } from './farm.routes.js';
import { FarmService } from './farm.service.js';

declare module '../../kit/context.js' {
  interface Services {
    farms: FarmService;
  }
}

export const farmModule = defineModule({
  name: 'farms',
  service: ({ database }) => new FarmService(database.db),
  resolvers: farmResolvers,
  routes: [{ path: '/farms', router: farmRoutes }],
});
