import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ServerError {
  code: string;
  message: string;
  /** The input field the server named ("code: …"), when it named one. */
  field?: string;
}

/** The first GraphQL error of a failed operation, with the field its message starts with. */
export function graphqlError(error: unknown): ServerError {
  if (CombinedGraphQLErrors.is(error) && error.errors.length) {
    const [first] = error.errors;
    const code = String(first.extensions?.code ?? '');
    const named = /^(\w+): (.+)$/.exec(first.message);
    return named ? { code, message: named[2], field: named[1] } : { code, message: first.message };
  }
  return { code: 'NETWORK', message: error instanceof Error ? error.message : String(error) };
}
