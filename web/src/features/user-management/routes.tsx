import { lazyPage, type FeatureRoutes, type SectionHandle } from '../../lib/routing/featureRoutes';

export const userManagementRoutes: FeatureRoutes = {
  sections: [
    {
      path: 'user-management',
      handle: { permission: 'users.manage' } satisfies SectionHandle,
      lazy: lazyPage(() => import('./pages/UserManagementPage'), 'UserManagementPage'),
    },
  ],
};
