import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';

export const planningRoutes: FeatureRoutes = {
  sections: [{ path: 'planning', page: lazyPage(() => import('./pages/PlanningPage'), 'PlanningPage', 'planning') }],
};
