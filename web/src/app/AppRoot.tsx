import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingBarTrack } from '../components/LoadingBar';
import { useScrollRestoration } from '../lib/routing/useScrollRestoration';
import { useDocumentTheme } from '../lib/theme/useDocumentTheme';

/** Root route: scroll positions are restored on navigation; theme variables follow the settings. */
export function AppRoot() {
  useDocumentTheme();
  useScrollRestoration();
  return (
    // Shown while the first page's code and data load; later navigations keep the page shown.
    <Suspense fallback={<LoadingBarTrack />}>
      <Outlet />
    </Suspense>
  );
}
