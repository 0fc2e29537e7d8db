import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';

export const authRoutes: FeatureRoutes = {
  guest: [
    {
      path: 'confirmation-required',
      page: lazyPage(() => import('./pages/ConfirmationRequiredPage'), 'ConfirmationRequiredPage', 'auth'),
    },
    {
      path: 'forgot-password',
      page: lazyPage(() => import('./pages/ForgotPasswordPage'), 'ForgotPasswordPage', 'auth'),
    },
    { path: 'reset-password', page: lazyPage(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage', 'auth') },
    { path: 'sign-in', page: lazyPage(() => import('./pages/SignInPage'), 'SignInPage', 'auth') },
    { path: 'sign-up', page: lazyPage(() => import('./pages/SignUpPage'), 'SignUpPage', 'auth') },
  ],
  account: [
    { path: 'sign-out', page: lazyPage(() => import('./pages/SignOutPage'), 'SignOutPage', 'auth') },
    { path: 'unlock-session', page: lazyPage(() => import('./pages/UnlockSessionPage'), 'UnlockSessionPage', 'auth') },
  ],
};
