import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ServerError {
  code: string;
  message: string;
}

/** The first GraphQL error of a failed operation (code and the server's human message), if any. */
export function serverError(error: unknown): ServerError | null {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return null;
  const [first] = error.errors;
  return { code: String(first.extensions?.code ?? ''), message: first.message };
}
