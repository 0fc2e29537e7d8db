// A message the server named by key (GraphQL `extensions.messageKey`, a REST body's
// `messageKey`), in the reader's language: the `errors.server.<key>` text with its values.
import type { i18n as I18n, TFunction } from 'i18next';
import { messageValues } from './messageValues';

/** The words for the key; undefined when there is no key or this client has no text for it. */
export function namedServerText(
  key: string | undefined,
  params: unknown,
  t: TFunction,
  i18n: Pick<I18n, 'language' | 'exists'>,
): string | undefined {
  const path = key ? `errors.server.${key}` : null;
  return path && i18n.exists(path) ? t(path, messageValues(params, t, i18n)) : undefined;
}
