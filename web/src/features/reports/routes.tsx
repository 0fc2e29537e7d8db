import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';

export const reportsRoutes: FeatureRoutes = {
  sections: [
    {
      path: 'reports',
      permission: 'reports.view',
      // The equipment file names the machine categories the cost report and the filter show.
      page: lazyPage(() => import('./pages/ReportsPage'), 'ReportsPage', ['reports', 'equipment']),
    },
  ],
};
