// What a failed request tells the client, for both transports: a refusal (ours, or the
// database's refusal of the input) keeps its code and message; anything else is a true
// fault, logged with the request's id and answered without internals.
import { inputRefusalOf } from './db-errors.js';
import { AppError } from './errors.js';

type Log = (line: string) => void;

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/**
 * The refusal behind `error`, however it was wrapped: resolver errors carry it as
 * originalError (graphql-js and graphql-jit alike), Apollo may wrap those again, and Drizzle
 * puts the driver's error in `cause`. Undefined for a true fault.
 */
export function refusalOf(error: unknown, log: Log, requestId?: string): AppError | undefined {
  let current: unknown = error;
  for (let hops = 0; current && hops < 6; hops++) {
    if (current instanceof AppError) return current;
    const refused = inputRefusalOf(current);
    if (refused) {
      // The client gets a 400; the log says which check the services are missing.
      log(`input refused by the database [request ${requestId}]: ${describe(current)}`);
      return refused;
    }
    const wrapped = current as { originalError?: unknown; cause?: unknown };
    current = wrapped.originalError ?? wrapped.cause;
  }
  return undefined;
}

export interface FaultAnswer {
  message: 'Internal server error';
  requestId: string | undefined;
}

/** Logs a true fault with the request's id and gives what the client may see of it. */
export function reportFault(error: unknown, log: Log, requestId: string | undefined): FaultAnswer {
  log(`fault [request ${requestId}]: ${describe(error)}`);
  return { message: 'Internal server error', requestId };
}

/** GraphQL's "Did you mean …?" names parts of the schema; production answers keep them hidden. */
export const withoutSuggestions = (message: string) => message.replace(/\s*Did you mean [^?]*\?/g, '').trim();
