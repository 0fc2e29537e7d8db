import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';
import { inventoryCachePolicies } from './api/cachePolicies';

export const inventoryRoutes: FeatureRoutes = {
  sections: [
    { path: 'inventory', page: lazyPage(() => import('./pages/InventoryPage'), 'InventoryPage', 'inventory') },
    { path: 'inventory/:id', page: lazyPage(() => import('./pages/PartDetailPage'), 'PartDetailPage', 'inventory') },
  ],
  cachePolicies: inventoryCachePolicies,
};
