import { trackRequest } from '../loading/loadingStore';
import { errorMessage, namedMessage, type NamedMessage } from './errorMessage';

/**
 * A failed REST call: the HTTP status, the message the server gave, when to retry (429) and,
 * when the server named its message by key, that key (errors.server.<key>) and its values.
 */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
    readonly named?: NamedMessage,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/** The RestError of a refused answer: its status, body and Retry-After header. */
export function refusalOf(status: number, body: string, statusText: string, retryAfter: string | null): RestError {
  return new RestError(status, errorMessage(body, statusText), Number(retryAfter) || undefined, namedMessage(body));
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
    if (!response.ok) throw refusalOf(response.status, text, response.statusText, response.headers.get('retry-after'));
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
