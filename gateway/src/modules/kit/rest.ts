// The REST routes' view of a request: the scope the scope middleware resolved (who, which farm).
import type { Request } from 'express';
import { signedIn, type RequestScope, type Viewer } from './context.js';

const SCOPE = Symbol('scope');
type ScopedRequest = Request & { [SCOPE]?: RequestScope };

export const setScope = (req: Request, scope: RequestScope) => void ((req as ScopedRequest)[SCOPE] = scope);

export function scopeOf(req: Request): RequestScope {
  const scope = (req as ScopedRequest)[SCOPE];
  if (!scope) throw new Error('scope middleware did not run for this route');
  return scope;
}

/** The signed-in user making a REST request; UNAUTHENTICATED without one. */
export const viewerOf = (req: Request): Viewer => signedIn(scopeOf(req));
