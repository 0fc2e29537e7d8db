import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';

export const reportsRoutes: FeatureRoutes = {
  sections: [
    {
      path: 'reports',
      permission: 'reports.view',
      page: lazyPage(() => import('./pages/ReportsPage'), 'ReportsPage'),
    },
  ],
};
