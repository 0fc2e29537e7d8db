import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';
import { userManagementCachePolicies } from './api/cachePolicies';

export const userManagementRoutes: FeatureRoutes = {
  // The invitation e-mail's link (gateway invitations.service): for anyone, signed in or not,
  // since an existing account accepts signed in and a new person without an account.
  open: [
    {
      path: 'accept-invitation',
      page: lazyPage(() => import('./pages/AcceptInvitationPage'), 'AcceptInvitationPage', 'user-management'),
    },
  ],
  sections: [
    {
      path: 'user-management',
      permission: 'users.manage',
      page: lazyPage(() => import('./pages/UserManagementPage'), 'UserManagementPage', 'user-management'),
    },
  ],
  cachePolicies: userManagementCachePolicies,
};
