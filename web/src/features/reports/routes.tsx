import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';

export const reportsRoutes: FeatureRoutes = {
  sections: [{ path: 'reports', lazy: lazyPage(() => import('./pages/ReportsPage'), 'ReportsPage') }],
};
