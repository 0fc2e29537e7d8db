import { Suspense, lazy } from 'react';
import type { LayoutName } from './chooseLayout';
import { EmptyLayout } from './EmptyLayout';
import { useLayoutChoice } from './useLayoutChoice';

// The modern layout needs the GraphQL client: it loads only where it is used.
const ModernLayout = lazy(() => import('./modern/ModernLayout'));

/** The layout of a route group; `routeLayout` is the group's own (sign-in and the like use 'empty'). */
export function AppLayout({ routeLayout }: { routeLayout?: LayoutName }) {
  const layout = useLayoutChoice(routeLayout);
  if (layout === 'empty') return <EmptyLayout />;
  return (
    <Suspense fallback={null}>
      <ModernLayout />
    </Suspense>
  );
}
