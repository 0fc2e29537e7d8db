import { lazyPage, type FeatureRoutes, type SectionHandle } from '../../lib/routing/featureRoutes';

export const reportsRoutes: FeatureRoutes = {
  sections: [
    {
      path: 'reports',
      handle: { permission: 'reports.view' } satisfies SectionHandle,
      lazy: lazyPage(() => import('./pages/ReportsPage'), 'ReportsPage'),
    },
  ],
};
