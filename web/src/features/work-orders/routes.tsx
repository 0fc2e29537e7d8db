import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';

export const workOrderRoutes: FeatureRoutes = {
  sections: [
    { path: 'work-orders', redirectTo: '/work-orders/preventive' },
    {
      path: 'work-orders/preventive',
      page: lazyPage(() => import('./pages/PreventiveWorkOrdersPage'), 'PreventiveWorkOrdersPage'),
    },
    {
      path: 'work-orders/corrective',
      page: lazyPage(() => import('./pages/CorrectiveWorkOrdersPage'), 'CorrectiveWorkOrdersPage'),
    },
  ],
};
