import { accountRoutes } from '../features/account/routes';
import { authRoutes } from '../features/auth/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { equipmentRoutes } from '../features/equipment/routes';
import { errorRoutes } from '../features/errors/routes';
import { inventoryRoutes } from '../features/inventory/routes';
import { maintenanceRequestRoutes } from '../features/maintenance-requests/routes';
import { planningRoutes } from '../features/planning/routes';
import { planRoutes } from '../features/plans/routes';
import { reportsRoutes } from '../features/reports/routes';
import { userManagementRoutes } from '../features/user-management/routes';
import { workOrderRoutes } from '../features/work-orders/routes';
import type { FeatureRoutes } from '../lib/routing/featureRoutes';

/** Every feature's routes; a new domain is one line here. */
export const featureRoutes: FeatureRoutes[] = [
  authRoutes,
  errorRoutes,
  dashboardRoutes,
  workOrderRoutes,
  planRoutes,
  maintenanceRequestRoutes,
  planningRoutes,
  equipmentRoutes,
  inventoryRoutes,
  reportsRoutes,
  userManagementRoutes,
  accountRoutes,
];
