import { Suspense, lazy, type ReactNode } from 'react';
import { canIn, type Permission } from '../../lib/auth/useCan';
import { useActiveFarm } from '../../lib/farm/farmStore';

// Loads only when refused: antd's Result and Button stay out of every section's first load.
const ForbiddenResult = lazy(() =>
  import('../../components/ForbiddenResult').then((module) => ({ default: module.ForbiddenResult })),
);

/**
 * The section's page, or the forbidden message when the selected farm does not grant the
 * permission its route names: typing a URL the menu hides opens nothing.
 */
export function SectionGate({ permission, children }: { permission?: Permission; children: ReactNode }) {
  const farm = useActiveFarm();
  if (!permission || canIn(farm, permission)) return children;
  return (
    <Suspense fallback={null}>
      <ForbiddenResult />
    </Suspense>
  );
}
