import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';

export const accountRoutes: FeatureRoutes = {
  // Anyone signed in: one's own name, picture and password (the user menu's "My account").
  sections: [{ path: 'account', page: lazyPage(() => import('./pages/AccountPage'), 'AccountPage', 'account') }],
};
