// Small glue for the REST routes: the request scope set by the scope middleware, and the
// error answers the spec names.
import type { ErrorRequestHandler, Request } from 'express';
import type { RequestScope } from '../context.js';
import { refusalOf, reportFault } from './faults.js';

const SCOPE = Symbol('scope');
type ScopedRequest = Request & { [SCOPE]?: RequestScope };

export const setScope = (req: Request, scope: RequestScope) => void ((req as ScopedRequest)[SCOPE] = scope);

export function scopeOf(req: Request): RequestScope {
  const scope = (req as ScopedRequest)[SCOPE];
  if (!scope) throw new Error('scope middleware did not run for this route');
  return scope;
}

export const restErrorHandler =
  (log: (line: string) => void): ErrorRequestHandler =>
  (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    if (error?.type === 'entity.parse.failed')
      return void res.status(400).json({ message: 'The request body is not valid JSON' });
    if (error?.type === 'entity.too.large')
      return void res.status(413).json({ message: 'The request body is too large' });
    const refusal = refusalOf(error, log);
    if (refusal) {
      if (refusal.message === 'Invalid token')
        return void res.status(401).json({ error: 'Invalid token', message: 'Invalid token' });
      const { retryAfterSeconds } = (refusal.extensions.details ?? {}) as { retryAfterSeconds?: number };
      if (retryAfterSeconds) res.setHeader('Retry-After', String(retryAfterSeconds));
      return void res.status(refusal.status).json({ message: refusal.message, code: refusal.code });
    }
    res.status(500).json(reportFault(error, log));
  };
