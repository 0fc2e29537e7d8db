import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';

export const dashboardRoutes: FeatureRoutes = {
  sections: [
    { path: 'dashboard', page: lazyPage(() => import('./pages/DashboardPage'), 'DashboardPage', 'dashboard') },
  ],
};
