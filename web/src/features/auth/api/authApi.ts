import type { AuthAnswer } from '../../../lib/auth/session';
import { postJson } from '../../../lib/http/postJson';

// The auth pages talk to the REST routes, so they load without the GraphQL client.
export const authApi = {
  signIn: (body: { email: string; password: string }) => postJson<AuthAnswer>('/api/auth/sign-in', body),
  unlockSession: (body: { email: string; password: string }) => postJson<AuthAnswer>('/api/auth/unlock-session', body),
  signUp: (body: { name: string; email: string; password: string; company?: string }) =>
    postJson<boolean>('/api/auth/sign-up', body),
  forgotPassword: (body: { email: string }) => postJson<boolean>('/api/auth/forgot-password', body),
  resetPassword: (body: { token: string; password: string }) => postJson<boolean>('/api/auth/reset-password', body),
};
