import { Outlet, useMatches } from 'react-router';
import { ForbiddenResult } from '../../components/ForbiddenResult';
import { canIn } from '../../lib/auth/useCan';
import { useActiveFarm } from '../../lib/farm/farmStore';
import { permissionOf } from '../../lib/routing/featureRoutes';

/**
 * The routed section, or the forbidden message when the selected farm does not grant the
 * permission the section's route names: typing a URL the menu hides opens nothing.
 */
export function SectionOutlet() {
  const farm = useActiveFarm();
  const required = useMatches().flatMap((match) => permissionOf(match.handle) ?? []);
  return required.every((permission) => canIn(farm, permission)) ? <Outlet /> : <ForbiddenResult />;
}
