import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';

export const userManagementRoutes: FeatureRoutes = {
  sections: [
    {
      path: 'user-management',
      permission: 'users.manage',
      page: lazyPage(() => import('./pages/UserManagementPage'), 'UserManagementPage'),
    },
  ],
};
