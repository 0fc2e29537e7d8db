// A user's own quick links.
import { defineModule } from '../../kit/module.js';
import { shortcutResolvers } from './resolvers/index.js';
import { shortcutRoutes } from './shortcut.routes.js';
import { ShortcutService } from './shortcut.service.js';

declare module '../../kit/context.js' {
  interface Services {
    shortcuts: ShortcutService;
  }
}

export const shortcutModule = defineModule({
  name: 'shortcuts',
  service: ({ database }) => new ShortcutService(database.db),
  resolvers: shortcutResolvers,
  routes: [{ path: '/common/shortcuts', router: shortcutRoutes }],
});
