// What every request's handlers receive: who is calling, which farm it names, the domain
// services and the per-request loaders. Each module adds its service and loaders to the two
// interfaces below from its own index.ts (declaration merging), so nothing here, and nothing
// that builds a request, names a domain.
import { unauthenticated } from '../../lib/errors.js';

/** The signed-in user as requests see them; the user module fills it in. */
export interface Viewer {}

/** The domain services, one per module, built once per gateway. */
export interface Services {}

/** Per-request batching (DataLoader), so a page of rows loads its relations in one query. */
export interface Loaders {}

export interface RequestScope {
  viewer: Viewer | null;
  /** The active farm the client named, already checked against the viewer's access. */
  farmId: string | null;
  clientIp: string;
  /**
   * Where the client reached us (scheme://host[:port]). Forwarded scheme and host headers
   * count only from a proxy that TRUST_PROXY names, as for the client's address.
   */
  origin: string;
}

export interface Context extends RequestScope {
  /** The id the answer names (X-Request-Id), which a fault's log line names too. */
  requestId: string | undefined;
  services: Services;
  loaders: Loaders;
}

/** The signed-in user making the request; UNAUTHENTICATED when it carries no valid token. */
export function signedIn(scope: RequestScope): Viewer {
  if (!scope.viewer) throw unauthenticated();
  return scope.viewer;
}
