import { onSignOut, tokenStore } from '../../lib/auth/session';

let ready: { token: string | null; promise: Promise<unknown> } | null = null;
onSignOut(() => {
  ready = null;
});

/**
 * Settles when the shell's first data (loadInitialData) and its code are in: once per
 * sign-in, so the shell renders complete. The code loads alongside the data, not after it.
 */
export function signedInReady(): Promise<unknown> {
  const token = tokenStore.get();
  if (ready?.token !== token) {
    ready = {
      token,
      promise: Promise.all([
        import('./loadInitialData').then((module) => module.loadInitialData()),
        import('./SignedInRoot'),
        import('../layouts/modern/ModernLayout'),
      ]),
    };
  }
  return ready.promise;
}
