import { redirect } from 'react-router';
import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';

export const workOrderRoutes: FeatureRoutes = {
  sections: [
    { path: 'work-orders', loader: () => redirect('/work-orders/preventive') },
    {
      path: 'work-orders/preventive',
      lazy: lazyPage(() => import('./pages/PreventiveWorkOrdersPage'), 'PreventiveWorkOrdersPage'),
    },
    {
      path: 'work-orders/corrective',
      lazy: lazyPage(() => import('./pages/CorrectiveWorkOrdersPage'), 'CorrectiveWorkOrdersPage'),
    },
  ],
};
