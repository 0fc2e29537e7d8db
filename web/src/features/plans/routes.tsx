import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';
import { planCachePolicies } from './api/cachePolicies';

export const planRoutes: FeatureRoutes = {
  sections: [
    {
      // Under the preventive list, whose menu entry it keeps highlighted.
      path: 'work-orders/preventive/plans',
      page: lazyPage(() => import('./pages/PlansPage'), 'PlansPage', 'plans'),
    },
  ],
  cachePolicies: planCachePolicies,
};
