import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LoadingBarTrack } from '../components/LoadingBar';
import { lazyPage, type FeatureRoutes } from '../lib/routing/featureRoutes';
import { AppRoot } from './AppRoot';
import { guestOnly, requireSignedIn } from './guards';
import { AppLayout } from './layouts/AppLayout';
import { featureRoutes } from './routes';

const toDashboard = () => redirect('/dashboard');
const empty = { layout: 'empty' };

/** One group of every feature's routes, in the order the features are listed. */
const all = (group: Exclude<keyof FeatureRoutes, 'cachePolicies'>): RouteObject[] =>
  featureRoutes.flatMap((routes) => routes[group] ?? []);

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppRoot,
    // Shown while the first route's code and data load.
    HydrateFallback: LoadingBarTrack,
    children: [
      { index: true, loader: toDashboard },
      { path: 'signed-in-redirect', loader: toDashboard },
      { loader: guestOnly, handle: empty, Component: AppLayout, children: all('guest') },
      { loader: requireSignedIn, handle: empty, Component: AppLayout, children: all('account') },
      { handle: empty, Component: AppLayout, children: all('open') },
      {
        // The guard runs before anything of the signed-in part is downloaded.
        loader: async (args) => {
          requireSignedIn(args);
          const { loadInitialData } = await import('./signed-in/loadInitialData');
          return loadInitialData();
        },
        lazy: lazyPage(() => import('./signed-in/SignedInRoot'), 'SignedInRoot'),
        children: all('sections'),
      },
      { path: '*', loader: toDashboard },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
