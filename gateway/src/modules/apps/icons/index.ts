// The icon catalogue of the demo apps: the spec's seven icon sets from their Iconify packages,
// shared read-only reference data behind a token.
import { defineModule } from '../../kit/module.js';
import { iconsRoutes } from './icons.routes.js';
import { IconsAppService } from './icons.service.js';
import { iconsResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    iconsApp: IconsAppService;
  }
}

export const iconsAppModule = defineModule({
  name: 'iconsApp',
  service: () => new IconsAppService(),
  resolvers: iconsResolvers,
  routes: [{ path: '/ui/icons', router: iconsRoutes }],
});
