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

/** POSTs JSON to the REST API; the auth pages use it so they need no GraphQL client. */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const done = trackRequest(url);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
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
