// The main menu and the languages: derived from the viewer, nothing stored.
import { defineModule } from '../../kit/module.js';
import { navigationResolvers } from './resolvers/index.js';
import { navigationRoutes } from './navigation.routes.js';

export const navigationModule = defineModule({
  resolvers: navigationResolvers,
  routes: [{ path: '/common/navigation', router: navigationRoutes }],
});
