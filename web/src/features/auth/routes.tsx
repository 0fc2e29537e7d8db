import { lazyPage, type FeatureRoutes } from '../../lib/routing/featureRoutes';

export const authRoutes: FeatureRoutes = {
  guest: [
    {
      path: 'confirmation-required',
      lazy: lazyPage(() => import('./pages/ConfirmationRequiredPage'), 'ConfirmationRequiredPage'),
    },
    { path: 'forgot-password', lazy: lazyPage(() => import('./pages/ForgotPasswordPage'), 'ForgotPasswordPage') },
    { path: 'reset-password', lazy: lazyPage(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage') },
    { path: 'sign-in', lazy: lazyPage(() => import('./pages/SignInPage'), 'SignInPage') },
    { path: 'sign-up', lazy: lazyPage(() => import('./pages/SignUpPage'), 'SignUpPage') },
  ],
  account: [
    { path: 'sign-out', lazy: lazyPage(() => import('./pages/SignOutPage'), 'SignOutPage') },
    { path: 'unlock-session', lazy: lazyPage(() => import('./pages/UnlockSessionPage'), 'UnlockSessionPage') },
  ],
};
