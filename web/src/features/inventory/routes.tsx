import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';
import { inventoryCachePolicies } from './api/cachePolicies';

export const inventoryRoutes: FeatureRoutes = {
  sections: [
    { path: 'inventory', lazy: lazyPage(() => import('./pages/InventoryPage'), 'InventoryPage', 'inventory') },
    { path: 'inventory/:id', lazy: lazyPage(() => import('./pages/PartDetailPage'), 'PartDetailPage', 'inventory') },
  ],
  cachePolicies: inventoryCachePolicies,
};
