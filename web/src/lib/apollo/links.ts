import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { finalize } from 'rxjs';
import { clearToken, tokenStore } from '../auth/session';
import { activeFarmId } from '../farm/farmStore';
import { notifyError } from '../feedback';
import { trackRequest } from '../loading/loadingStore';

/** Bearer token and active farm on every operation. */
export const headersLink = new SetContextLink((previous) => {
  const token = tokenStore.get();
  const farmId = activeFarmId();
  return {
    headers: {
      ...previous.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(farmId ? { 'x-farm-id': farmId } : {}),
    },
  };
});

/** Keeps the loading bar up while an operation is in flight. */
export const loadingLink = new ApolloLink((operation, forward) => {
  const done = trackRequest('/graphql');
  return forward(operation).pipe(finalize(done));
});

function codesOf(error: unknown): string[] {
  return CombinedGraphQLErrors.is(error) ? error.errors.map((entry) => String(entry.extensions?.code ?? '')) : [];
}

/**
 * Operation context of a query or mutation whose screen says itself what went wrong (a
 * page's not-found or load-error state, a form's message): the shell then adds no toast of
 * its own, so the user reads one message, not two.
 */
export const OWN_ERROR_MESSAGE = { ownErrorMessage: true } as const;

/**
 * 401 signs the user out; 403 and 'forbidden' errors pass on to the operation, and the
 * shell says "Forbidden" unless the operation shows its own message (OWN_ERROR_MESSAGE).
 */
export const errorLink = new ErrorLink(({ error, operation }) => {
  const status = ServerError.is(error) ? error.statusCode : undefined;
  const codes = codesOf(error);
  if (status === 401 || codes.includes('UNAUTHENTICATED')) {
    clearToken();
    if (!window.location.pathname.startsWith('/sign-in')) window.location.assign('/sign-in');
    return;
  }
  const forbidden = status === 403 || codes.includes('FORBIDDEN') || /forbidden/i.test(error.message);
  if (forbidden && !operation.getContext().ownErrorMessage) notifyError('errors.forbidden');
});
