import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isSignedIn } from '../lib/auth/session';

export const SIGN_IN_PATH = '/sign-in';

/** Where the authenticated guard sends a signed-out user who tried to open `attempted`. */
export function signInRedirectFor(attempted: string): string {
  const path = attempted.split(/[?#]/)[0];
  // Signing out while already signed out must not bounce back to sign-out afterwards.
  if (path === '/sign-out') return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?redirectURL=${encodeURIComponent(attempted)}`;
}

export function requireSignedIn({ request }: LoaderFunctionArgs): null {
  if (!isSignedIn()) {
    const url = new URL(request.url);
    throw redirect(signInRedirectFor(url.pathname + url.search));
  }
  return null;
}

export function guestOnly(): null {
  if (isSignedIn()) throw redirect('/');
  return null;
}
