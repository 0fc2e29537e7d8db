import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';
import { maintenanceRequestCachePolicies } from './api/cachePolicies';

export const maintenanceRequestRoutes: FeatureRoutes = {
  // For anyone who scans a machine's "report a problem" code: no account, no shell.
  open: [
    {
      path: 'report/:token',
      page: lazyPage(() => import('./pages/ReportProblemPage'), 'ReportProblemPage', 'maintenance-requests'),
    },
  ],
  sections: [
    {
      path: 'work-orders/requests',
      page: lazyPage(() => import('./pages/RequestInboxPage'), 'RequestInboxPage', 'maintenance-requests'),
      permission: 'workorders.manage',
    },
  ],
  cachePolicies: maintenanceRequestCachePolicies,
};
