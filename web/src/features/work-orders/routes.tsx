import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';
import { workOrderCachePolicies } from './api/cachePolicies';

export const workOrderRoutes: FeatureRoutes = {
  sections: [
    { path: 'work-orders', redirectTo: '/work-orders/preventive' },
    {
      path: 'work-orders/preventive',
      page: lazyPage(() => import('./pages/PreventiveWorkOrdersPage'), 'PreventiveWorkOrdersPage', 'work-orders'),
    },
    {
      path: 'work-orders/corrective',
      page: lazyPage(() => import('./pages/CorrectiveWorkOrdersPage'), 'CorrectiveWorkOrdersPage', 'work-orders'),
    },
    {
      // Failure codes and hourly rates; the labour-rates tab also asks for users.manage.
      path: 'work-orders/settings',
      page: lazyPage(() => import('./settings/WorkOrderSettingsPage'), 'WorkOrderSettingsPage', 'work-orders'),
      permission: 'workorders.manage',
    },
    {
      path: 'work-orders/:id',
      page: lazyPage(() => import('./pages/WorkOrderDetailPage'), 'WorkOrderDetailPage', 'work-orders'),
    },
  ],
  cachePolicies: workOrderCachePolicies,
};
