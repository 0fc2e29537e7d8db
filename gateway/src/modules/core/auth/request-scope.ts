// Who a request comes from (the bearer token) and which farm it names (X-Farm-Id header and
// farm_id query, both checked): resolved once per request, identically for GraphQL and REST.
import type { Request } from 'express';
import { invalidToken } from '../../../lib/errors.js';
import type { RequestScope, Services } from '../../kit/context.js';
import { assertFarmAccess } from '../farm/farm-access.js';
import type { UserModel } from '../user/user.mappers.js';

/** Every farm the request names: X-Farm-Id header and farm_id query (both are checked). */
function namedFarms(req: Request): string[] {
  const header = req.get('x-farm-id')?.trim();
  const query = typeof req.query?.farm_id === 'string' ? req.query.farm_id.trim() : undefined;
  return [...new Set([header, query].filter((id): id is string => !!id))];
}

/** The request's origin per Express (`trust proxy` decides whether X-Forwarded-* count); '' if unreadable. */
function originOf(req: Request): string {
  try {
    return new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return '';
  }
}

export async function resolveRequestScope(req: Request, services: Services): Promise<RequestScope> {
  const authorization = req.get('authorization');
  let viewer: UserModel | null = null;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match) throw invalidToken();
    viewer = await services.auth.authenticate(match[1]);
  }
  const farms = namedFarms(req);
  if (viewer) for (const farmId of farms) assertFarmAccess(viewer, farmId, true);
  return { viewer, farmId: viewer ? (farms[0] ?? null) : null, clientIp: req.ip ?? '', origin: originOf(req) };
}
