// Small glue for the REST routes: the request scope set by the scope middleware, and the
// error answers the spec names.
import type { ErrorRequestHandler, Request } from 'express';
import type { RequestScope } from '../context.js';
import { AppError } from './errors.js';

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
    if (error instanceof AppError) {
      if (error.message === 'Invalid token')
        return void res.status(401).json({ error: 'Invalid token', message: 'Invalid token' });
      return void res.status(error.status).json({ message: error.message, code: error.code });
    }
    if (error?.type === 'entity.parse.failed')
      return void res.status(400).json({ message: 'The request body is not valid JSON' });
    if (error?.type === 'entity.too.large')
      return void res.status(413).json({ message: 'The request body is too large' });
    log(`unexpected error: ${error?.stack ?? error}`);
    res.status(500).json({ message: 'Internal server error' });
  };
