import { Suspense, lazy } from 'react';
import { EmptyLayout } from './EmptyLayout';
import { useLayoutChoice } from './useLayoutChoice';

// The modern layout needs the GraphQL client: it loads only where it is used.
const ModernLayout = lazy(() => import('./modern/ModernLayout'));

export function AppLayout() {
  const layout = useLayoutChoice();
  if (layout === 'empty') return <EmptyLayout />;
  return (
    <Suspense fallback={null}>
      <ModernLayout />
    </Suspense>
  );
}
