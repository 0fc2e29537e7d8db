import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';

export const authRoutes: FeatureRoutes = {
  guest: [
    {
      path: 'confirmation-required',
      lazy: lazyPage(() => import('./pages/ConfirmationRequiredPage'), 'ConfirmationRequiredPage', 'auth'),
    },
    {
      path: 'forgot-password',
      lazy: lazyPage(() => import('./pages/ForgotPasswordPage'), 'ForgotPasswordPage', 'auth'),
    },
    { path: 'reset-password', lazy: lazyPage(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage', 'auth') },
    { path: 'sign-in', lazy: lazyPage(() => import('./pages/SignInPage'), 'SignInPage', 'auth') },
    { path: 'sign-up', lazy: lazyPage(() => import('./pages/SignUpPage'), 'SignUpPage', 'auth') },
  ],
  account: [
    { path: 'sign-out', lazy: lazyPage(() => import('./pages/SignOutPage'), 'SignOutPage', 'auth') },
    { path: 'unlock-session', lazy: lazyPage(() => import('./pages/UnlockSessionPage'), 'UnlockSessionPage', 'auth') },
  ],
};
