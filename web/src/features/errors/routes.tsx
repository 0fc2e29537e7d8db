import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';

export const errorRoutes: FeatureRoutes = {
  open: [{ path: 'forbidden', lazy: lazyPage(() => import('./pages/ForbiddenPage'), 'ForbiddenPage') }],
};
