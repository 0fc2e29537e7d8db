// The scrumboard demo app: each account's boards with their lists, cards and labels.
import { defineModule } from '../../kit/module.js';
import { scrumboardResolvers } from './resolvers/index.js';
import { scrumboardRoutes } from './scrumboard.routes.js';
import { ScrumboardAppService } from './scrumboard.service.js';

declare module '../../kit/context.js' {
  interface Services {
    scrumboardApp: ScrumboardAppService;
  }
}

export const scrumboardAppModule = defineModule({
  name: 'scrumboardApp',
  service: ({ database }) => new ScrumboardAppService(database.db),
  resolvers: scrumboardResolvers,
  routes: [{ path: '/apps/scrumboard', router: scrumboardRoutes }],
});
