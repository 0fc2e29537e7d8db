import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';

export const errorRoutes: FeatureRoutes = {
  open: [{ path: 'forbidden', page: lazyPage(() => import('./pages/ForbiddenPage'), 'ForbiddenPage') }],
};
