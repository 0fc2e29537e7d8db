import { lazy, use, useState } from 'react';
import { Navigate, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { FeatureRoute, FeatureRoutes } from '../lib/routing/featureRoutes';
import { AppRoot } from './AppRoot';
import { GuestOnly, RequireSignedIn } from './guards';
import { AppLayout } from './layouts/AppLayout';
import { featureRoutes } from './routes';
import { SectionGate } from './signed-in/SectionGate';
import { signedInReady } from './signed-in/signedInReady';

const SignedInRoot = lazy(() =>
  import('./signed-in/SignedInRoot').then((module) => ({ default: module.SignedInRoot })),
);

interface PageHandle {
  preload?: () => Promise<unknown>;
}

/**
 * The signed-in part waits for the shell's first data, then renders the shell. The page's
 * code loads alongside them, not after the shell has rendered.
 */
function SignedInPart() {
  const location = useLocation();
  useState(() =>
    matchRoutes(routes, location)?.forEach(({ route }) => void (route.handle as PageHandle | undefined)?.preload?.()),
  );
  use(signedInReady());
  return <SignedInRoot />;
}

/** A feature's path as a route; section pages also pass their permission gate. */
function toRoute(route: FeatureRoute, section: boolean): RouteObject {
  if ('redirectTo' in route) return { path: route.path, element: <Navigate to={route.redirectTo} replace /> };
  const { page: Page, permission } = route;
  const handle: PageHandle = { preload: Page.preload };
  const element = section ? (
    <SectionGate permission={permission}>
      <Page />
    </SectionGate>
  ) : (
    <Page />
  );
  return { path: route.path, element, handle };
}

/** One group of every feature's routes, in the order the features are listed. */
const all = (group: Exclude<keyof FeatureRoutes, 'cachePolicies'>): RouteObject[] =>
  featureRoutes.flatMap((routes) => (routes[group] ?? []).map((route) => toRoute(route, group === 'sections')));

const toDashboard = <Navigate to="/dashboard" replace />;

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppRoot />,
    children: [
      { index: true, element: toDashboard },
      { path: 'signed-in-redirect', element: toDashboard },
      {
        element: (
          <GuestOnly>
            <AppLayout routeLayout="empty" />
          </GuestOnly>
        ),
        children: all('guest'),
      },
      {
        element: (
          <RequireSignedIn>
            <AppLayout routeLayout="empty" />
          </RequireSignedIn>
        ),
        children: all('account'),
      },
      { element: <AppLayout routeLayout="empty" />, children: all('open') },
      // Nothing of the signed-in part is downloaded before the guard lets the visitor in.
      {
        element: (
          <RequireSignedIn>
            <SignedInPart />
          </RequireSignedIn>
        ),
        children: all('sections'),
      },
      { path: '*', element: toDashboard },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
