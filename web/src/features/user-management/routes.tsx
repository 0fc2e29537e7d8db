import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';

export const userManagementRoutes: FeatureRoutes = {
  sections: [
    {
      path: 'user-management',
      lazy: lazyPage(() => import('./pages/UserManagementPage'), 'UserManagementPage'),
    },
  ],
};
