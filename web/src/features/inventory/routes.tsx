import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';
import { inventoryCachePolicies } from './api/cachePolicies';

export const inventoryRoutes: FeatureRoutes = {
  sections: [
    { path: 'inventory', lazy: lazyPage(() => import('./pages/InventoryPage'), 'InventoryPage') },
    { path: 'inventory/:id', lazy: lazyPage(() => import('./pages/PartDetailPage'), 'PartDetailPage') },
  ],
  cachePolicies: inventoryCachePolicies,
};
