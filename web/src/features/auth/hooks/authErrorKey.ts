import { RestError } from '../../../lib/http/postJson';

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
