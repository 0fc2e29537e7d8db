// Global search of the demo apps (api/common/search): contacts, the shell's pages and tasks.
import { defineModule } from '../../kit/module.js';
import { searchResolvers } from './resolvers/index.js';
import { searchRoutes } from './search.routes.js';
import { GlobalSearchService } from './search.service.js';

declare module '../../kit/context.js' {
  interface Services {
    searchApp: GlobalSearchService;
  }
}

export const searchAppModule = defineModule({
  name: 'searchApp',
  service: ({ database }, { contactsApp, tasksApp }) => new GlobalSearchService(database.db, contactsApp, tasksApp),
  resolvers: searchResolvers,
  routes: [{ path: '/common/search', router: searchRoutes }],
});
