// What a failed GraphQL operation says, for forms and toasts: the first error's code, the
// input field its message names ("code: …") and its text in the reader's language when the
// server named the message by key (errors.server.<key>); otherwise the server's own words.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useTranslation } from 'react-i18next';
import { namedServerText } from '../i18n/namedServerText';

export interface ServerError {
  /** The GraphQL error code; NETWORK when no answer came. */
  code: string;
  /** The server's English words, without the field they start with. */
  message: string;
  /** The input field the message named, when it named one. */
  field?: string;
  key?: string;
  params?: unknown;
}

export function serverError(error: unknown): ServerError {
  if (CombinedGraphQLErrors.is(error) && error.errors.length) {
    const [first] = error.errors;
    const extensions = first.extensions ?? {};
    const named = /^(\w+): (.+)$/.exec(first.message);
    return {
      code: String(extensions.code ?? ''),
      message: named ? named[2] : first.message,
      field: named?.[1],
      key: typeof extensions.messageKey === 'string' ? extensions.messageKey : undefined,
      params: extensions.messageParams,
    };
  }
  return { code: 'NETWORK', message: error instanceof Error ? error.message : String(error) };
}

/** Shows a server error in the reader's language where this client knows its key. */
export function useServerErrorText(): (found: ServerError) => string {
  const { t, i18n } = useTranslation();
  return (found) => namedServerText(found.key, found.params, t, i18n) ?? found.message;
}
