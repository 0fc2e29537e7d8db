import type { TFunction } from 'i18next';
import { RestError } from '../../../lib/http/postJson';

/**
 * The words for a refused or failed invitation call: a link that opens nothing, too many
 * tries, no answer; any other refusal (expired, another farm, signed in as someone else…) in
 * the server's own words, which say what to do.
 */
export function acceptErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof RestError)) return t('userManagement.accept.errors.network');
  if (error.status === 404) return t('userManagement.accept.errors.notFound');
  if (error.status === 429)
    return t('userManagement.accept.errors.tooMany', { seconds: error.retryAfterSeconds ?? 60 });
  if (error.status >= 500) return t('userManagement.accept.errors.network');
  return error.message;
}
