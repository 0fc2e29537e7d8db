// Domain errors: one class per GraphQL error code, each with the HTTP status REST answers
// with. Services throw these; the transports translate them (formatError / REST handler).
import { GraphQLError } from 'graphql';

export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

const STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(
    code: ErrorCode,
    message: string,
    /** `status`: the REST status, where a more precise one than the code's fits (413, 415). */
    options: { transportStatus?: boolean; details?: unknown; status?: number } = {},
  ) {
    // http.status only where the whole request fails (auth, farm header): a resolver-level
    // FORBIDDEN keeps the usual 200 so sibling fields still answer.
    const http = options.transportStatus ? { http: { status: STATUS[code] } } : {};
    super(message, {
      extensions: {
        code,
        ...http,
        ...(options.details ? { details: options.details } : {}),
      },
    });
    this.code = code;
    this.status = options.status ?? STATUS[code];
  }

  /**
   * Names the message (with its values) for clients that show it in the reader's language:
   * the web app's `errors.server.<key>` texts. The English message stays for every other client.
   */
  translated(key: string, params: Record<string, string | number> = {}): this {
    Object.assign(this.extensions, { messageKey: key, messageParams: params });
    return this;
  }
}

export const unauthenticated = (message = 'You must be signed in') =>
  new AppError('UNAUTHENTICATED', message, { transportStatus: true });
export const invalidToken = () => new AppError('UNAUTHENTICATED', 'Invalid token', { transportStatus: true });
export const forbidden = (transportStatus = false) => new AppError('FORBIDDEN', 'Forbidden', { transportStatus });
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badInput = (message: string, details?: unknown) => new AppError('BAD_USER_INPUT', message, { details });
/** An upload larger than its limit: BAD_USER_INPUT, REST 413. */
export const tooLarge = (message: string) => new AppError('BAD_USER_INPUT', message, { status: 413 });
/** An upload of a type that is not taken: BAD_USER_INPUT, REST 415. */
export const unsupportedType = (message: string) => new AppError('BAD_USER_INPUT', message, { status: 415 });
/** Too many attempts; `retryAfterSeconds` says when the next one may be made. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    'TOO_MANY_REQUESTS',
    `Too many attempts, please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again`,
    { transportStatus: true, details: { retryAfterSeconds } },
  ).translated('tooManyAttempts', { seconds: retryAfterSeconds });
