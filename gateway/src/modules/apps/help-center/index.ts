// The help center demo app: FAQs and guides, shared reference data. Its paths answer where the
// spec writes them (api/help-center/…) and where the original's clients call them
// (api/apps/help-center/…).
import { defineModule } from '../../kit/module.js';
import { helpCenterRoutes } from './help-center.routes.js';
import { HelpCenterAppService } from './help-center.service.js';
import { helpCenterResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    helpCenterApp: HelpCenterAppService;
  }
}

export const helpCenterAppModule = defineModule({
  name: 'helpCenterApp',
  service: () => new HelpCenterAppService(),
  resolvers: helpCenterResolvers,
  routes: [
    { path: '/help-center', router: helpCenterRoutes },
    { path: '/apps/help-center', router: helpCenterRoutes },
  ],
});
