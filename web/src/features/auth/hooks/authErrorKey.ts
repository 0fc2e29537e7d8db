import { RestError } from '../../../lib/http/postJson';

/** The values a failed auth call's message names: the seconds to wait after too many attempts. */
export function authErrorValues(error: unknown): { seconds: number } | undefined {
  return error instanceof RestError && error.status === 429 ? { seconds: error.retryAfterSeconds ?? 60 } : undefined;
}

/** Translation key for a failed auth call, by the statuses the auth routes answer with. */
export function authErrorKey(error: unknown): string {
  if (!(error instanceof RestError)) return 'auth.errors.network';
  switch (error.status) {
    case 400:
      return 'auth.errors.invalidResetToken';
    case 401:
    case 404:
      return 'auth.errors.wrongCredentials';
    case 409:
      return 'auth.errors.emailTaken';
    case 429:
      return 'auth.errors.tooManyAttempts';
    default:
      return 'auth.errors.generic';
  }
}
