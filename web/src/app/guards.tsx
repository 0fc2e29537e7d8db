import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isSignedIn } from '../lib/auth/session';

export const SIGN_IN_PATH = '/sign-in';

/** Where the authenticated guard sends a signed-out user who tried to open `attempted`. */
export function signInRedirectFor(attempted: string): string {
  const path = attempted.split(/[?#]/)[0];
  // Signing out while already signed out must not bounce back to sign-out afterwards.
  if (path === '/sign-out') return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?redirectURL=${encodeURIComponent(attempted)}`;
}

// The guards read the session when the location changes, not on every token change: signing
// in sets the token and then navigates to the redirect URL, and a guard that re-rendered in
// between would send the user to "/" instead.

/** Signed-out visitors are sent to sign-in, with the address they wanted to come back to. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (!isSignedIn()) return <Navigate to={signInRedirectFor(pathname + search)} replace />;
  return children;
}

/** Sign-in, sign-up and their kind are for signed-out visitors only. */
export function GuestOnly({ children }: { children: ReactNode }) {
  useLocation();
  if (isSignedIn()) return <Navigate to="/" replace />;
  return children;
}
