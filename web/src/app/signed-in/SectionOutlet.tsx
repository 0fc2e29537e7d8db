import { Suspense, lazy } from 'react';
import { Outlet, useMatches } from 'react-router';
import { canIn } from '../../lib/auth/useCan';
import { useActiveFarm } from '../../lib/farm/farmStore';
import { permissionOf } from '../../lib/routing/featureRoutes';

// Loads only when refused: antd's Result and Button stay out of every section's first load.
const ForbiddenResult = lazy(() => import('../../components/ForbiddenResult').then((module) => ({ default: module.ForbiddenResult })));

/**
 * The routed section, or the forbidden message when the selected farm does not grant the
 * permission the section's route names: typing a URL the menu hides opens nothing.
 */
export function SectionOutlet() {
  const farm = useActiveFarm();
  const required = useMatches().flatMap((match) => permissionOf(match.handle) ?? []);
  if (required.every((permission) => canIn(farm, permission))) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <ForbiddenResult />
    </Suspense>
  );
}
