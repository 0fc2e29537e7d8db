import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LoadingBarTrack } from '../components/LoadingBar';
import { AppRoot } from './AppRoot';
import { guestOnly, requireSignedIn } from './guards';
import { AppLayout } from './layouts/AppLayout';

/** A route module loaded on first visit; its main export is the page. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

const toDashboard = () => redirect('/dashboard');
const empty = { layout: 'empty' };

const guestRoutes: RouteObject[] = [
  { path: 'confirmation-required', lazy: page(() => import('../features/auth/pages/ConfirmationRequiredPage'), 'ConfirmationRequiredPage') },
  { path: 'forgot-password', lazy: page(() => import('../features/auth/pages/ForgotPasswordPage'), 'ForgotPasswordPage') },
  { path: 'reset-password', lazy: page(() => import('../features/auth/pages/ResetPasswordPage'), 'ResetPasswordPage') },
  { path: 'sign-in', lazy: page(() => import('../features/auth/pages/SignInPage'), 'SignInPage') },
  { path: 'sign-up', lazy: page(() => import('../features/auth/pages/SignUpPage'), 'SignUpPage') },
];

const signedInOnlyRoutes: RouteObject[] = [
  { path: 'sign-out', lazy: page(() => import('../features/auth/pages/SignOutPage'), 'SignOutPage') },
  { path: 'unlock-session', lazy: page(() => import('../features/auth/pages/UnlockSessionPage'), 'UnlockSessionPage') },
];

const sectionRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: page(() => import('../features/dashboard/pages/DashboardPage'), 'DashboardPage') },
  { path: 'work-orders', loader: () => redirect('/work-orders/preventive') },
  { path: 'work-orders/preventive', lazy: page(() => import('../features/work-orders/pages/PreventiveWorkOrdersPage'), 'PreventiveWorkOrdersPage') },
  { path: 'work-orders/corrective', lazy: page(() => import('../features/work-orders/pages/CorrectiveWorkOrdersPage'), 'CorrectiveWorkOrdersPage') },
  { path: 'planning', lazy: page(() => import('../features/planning/pages/PlanningPage'), 'PlanningPage') },
  { path: 'equipment', lazy: page(() => import('../features/equipment/pages/EquipmentPage'), 'EquipmentPage') },
  { path: 'equipment/:id', lazy: page(() => import('../features/equipment/pages/EquipmentDetailPage'), 'EquipmentDetailPage') },
  { path: 'inventory', lazy: page(() => import('../features/inventory/pages/InventoryPage'), 'InventoryPage') },
  { path: 'inventory/:id', lazy: page(() => import('../features/inventory/pages/PartDetailPage'), 'PartDetailPage') },
  { path: 'reports', lazy: page(() => import('../features/reports/pages/ReportsPage'), 'ReportsPage') },
  { path: 'user-management', lazy: page(() => import('../features/user-management/pages/UserManagementPage'), 'UserManagementPage') },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppRoot,
    // Shown while the first route's code and data load.
    HydrateFallback: LoadingBarTrack,
    children: [
      { index: true, loader: toDashboard },
      { path: 'signed-in-redirect', loader: toDashboard },
      { loader: guestOnly, handle: empty, Component: AppLayout, children: guestRoutes },
      { loader: requireSignedIn, handle: empty, Component: AppLayout, children: signedInOnlyRoutes },
      {
        handle: empty,
        Component: AppLayout,
        children: [{ path: 'forbidden', lazy: page(() => import('../features/errors/pages/ForbiddenPage'), 'ForbiddenPage') }],
      },
      {
        // The guard runs before anything of the signed-in part is downloaded.
        loader: async (args) => {
          requireSignedIn(args);
          const { loadInitialData } = await import('./signed-in/loadInitialData');
          return loadInitialData();
        },
        lazy: page(() => import('./signed-in/SignedInRoot'), 'SignedInRoot'),
        children: sectionRoutes,
      },
      { path: '*', loader: toDashboard },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
