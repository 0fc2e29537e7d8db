import { trackRequest } from '../loading/loadingStore';
import { errorMessage } from './errorMessage';

/** A failed REST call: the HTTP status, the message the server gave, and when to retry (429). */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/**
 * Calls the REST API and reads its JSON answer (null for an empty one); a refusal is a
 * RestError. The pages that open without a GraphQL client (sign-in, a machine's public
 * report, an invitation) use it.
 */
export async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const done = trackRequest(url);
  try {
    const response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } });
    const text = await response.text();
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('retry-after')) || undefined;
      throw new RestError(response.status, errorMessage(text, response.statusText), retryAfter);
    }
    return (text ? JSON.parse(text) : null) as T;
  } finally {
    done();
  }
}

/** POSTs JSON to the REST API; the auth pages use it so they need no GraphQL client. */
export const postJson = <T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> =>
  fetchJson<T>(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
