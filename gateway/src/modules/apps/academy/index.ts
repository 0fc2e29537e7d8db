// The academy demo app: shared courses and categories, each account's own progress.
import { defineModule } from '../../kit/module.js';
import { academyRoutes } from './academy.routes.js';
import { AcademyAppService } from './academy.service.js';
import { academyResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    academyApp: AcademyAppService;
  }
}

export const academyAppModule = defineModule({
  name: 'academyApp',
  service: ({ database }) => new AcademyAppService(database.db),
  resolvers: academyResolvers,
  routes: [{ path: '/apps/academy', router: academyRoutes }],
});
