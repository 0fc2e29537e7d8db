import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';
import { equipmentCachePolicies } from './api/cachePolicies';

export const equipmentRoutes: FeatureRoutes = {
  sections: [
    { path: 'equipment', page: lazyPage(() => import('./pages/EquipmentPage'), 'EquipmentPage', 'equipment') },
    {
      path: 'equipment/:id',
      // The plans tab's words (components/plans) come with the machine's page.
      page: lazyPage(() => import('./pages/EquipmentDetailPage'), 'EquipmentDetailPage', ['equipment', 'plans']),
    },
  ],
  cachePolicies: equipmentCachePolicies,
};
