import { Outlet, ScrollRestoration } from 'react-router';
import { useDocumentTheme } from '../lib/theme/useDocumentTheme';

/** Root route: scroll positions are restored on navigation; theme variables follow the settings. */
export function AppRoot() {
  useDocumentTheme();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
