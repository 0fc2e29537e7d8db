// The e-commerce inventory demo app: shared categories, brands and vendors; each account's
// watches (products) and product tags.
import { defineModule } from '../../kit/module.js';
import { ecommerceRoutes } from './ecommerce.routes.js';
import { EcommerceAppService } from './ecommerce.service.js';
import { ecommerceResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    ecommerceApp: EcommerceAppService;
  }
}

export const ecommerceAppModule = defineModule({
  name: 'ecommerceApp',
  service: ({ database }) => new EcommerceAppService(database.db),
  resolvers: ecommerceResolvers,
  routes: [{ path: '/apps/ecommerce/inventory', router: ecommerceRoutes }],
});
