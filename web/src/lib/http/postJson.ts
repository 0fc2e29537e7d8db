import { trackRequest } from '../loading/loadingStore';
import { errorMessage } from './errorMessage';

/** A failed REST call: the HTTP status and the message the server gave. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
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
    if (!response.ok) throw new RestError(response.status, errorMessage(text, response.statusText));
    return (text ? JSON.parse(text) : null) as T;
  } finally {
    done();
  }
}
