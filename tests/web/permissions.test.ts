import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../../gateway/src/modules/core/navigation/navigation.service';
import { featureRoutes } from '../../web/src/app/routes';
import { canIn } from '../../web/src/lib/auth/useCan';
import type { FeatureRoute } from '../../web/src/lib/routing/featureRoutes';

describe('canIn', () => {
  it('grants what the farm lists for the viewer, and nothing else', () => {
    const farm = { viewerPermissions: ['meters.write', 'inventory.issue'] };
    expect(canIn(farm, 'meters.write')).toBe(true);
    expect(canIn(farm, 'equipment.write')).toBe(false);
  });

  it('grants everything to a global admin', () => {
    expect(canIn({ viewerPermissions: ['admin.all.access'] }, 'users.manage')).toBe(true);
  });

  it('grants nothing without a selected farm', () => {
    expect(canIn(null, 'reports.view')).toBe(false);
  });
});

describe('section routes', () => {
  const routes = featureRoutes.flatMap((feature) => feature.sections ?? []);
  const routeFor = (link: string): FeatureRoute | undefined => routes.find((route) => `/${route.path}` === link);

  it.each(SECTIONS.map((section) => [section.link, section.permission ?? null] as const))(
    '%s needs the permission the menu checks (%s)',
    (link, permission) => {
      const route = routeFor(link);
      expect(route, `a route for ${link}`).toBeDefined();
      expect(route && 'page' in route ? (route.permission ?? null) : 'not a page').toBe(permission);
    },
  );
});
