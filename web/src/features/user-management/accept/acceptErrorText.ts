import type { i18n as I18n, TFunction } from 'i18next';
import { RestError } from '../../../lib/http/postJson';
import { namedServerText } from '../../../lib/i18n/namedServerText';

/**
 * The words for a refused or failed invitation call, in the reader's language: the refusal the
 * server named by key (expired, already used, another farm, already a member, a short
 * password…: errors.server.<key>); a link that opens nothing, too many tries, no answer; and a
 * general refusal for anything this client has no words for, never the server's English.
 */
export function acceptErrorText(error: unknown, t: TFunction, i18n: Pick<I18n, 'language' | 'exists'>): string {
  if (!(error instanceof RestError) || error.status >= 500) return t('userManagement.accept.errors.network');
  if (error.status === 429)
    return t('userManagement.accept.errors.tooMany', { seconds: error.retryAfterSeconds ?? 60 });
  const named = namedServerText(error.named?.key, error.named?.params, t, i18n);
  if (named) return named;
  return t(error.status === 404 ? 'userManagement.accept.errors.notFound' : 'userManagement.accept.errors.refused');
}
