// What every request knows: who is calling (from the bearer token), which farm it names
// (X-Farm-Id header or farm_id query) and the domain services. Resolved once per request,
// identically for GraphQL and REST, and the farm named is checked right here.
import DataLoader from 'dataloader';
import type { Request } from 'express';
import type { EquipmentRow } from './db/schema.js';
import { invalidToken } from './lib/errors.js';
import type { AuditService } from './modules/audit/audit.service.js';
import type { AuthService } from './modules/auth/auth.service.js';
import type { EquipmentService } from './modules/equipment/equipment.service.js';
import type { FarmService } from './modules/farm/farm.service.js';
import { assertFarmAccess } from './modules/farm/farm-access.js';
import type { FeedService } from './modules/feed/feed.service.js';
import type { InventoryService } from './modules/inventory/inventory.service.js';
import type { ShortcutService } from './modules/shortcut/shortcut.service.js';
import type { UserModel } from './modules/user/user.mappers.js';
import type { UserService } from './modules/user/user.service.js';

export interface Services {
  auth: AuthService;
  users: UserService;
  farms: FarmService;
  feed: FeedService;
  shortcuts: ShortcutService;
  equipment: EquipmentService;
  inventory: InventoryService;
  audit: AuditService;
}

export interface RequestScope {
  viewer: UserModel | null;
  /** The active farm the client named, already checked against the viewer's access. */
  farmId: string | null;
  clientIp: string;
}

/** Per-request batching, so a page of machines loads its parents in one query. */
export interface Loaders {
  equipmentById: DataLoader<string, EquipmentRow | undefined>;
}

export interface Context extends RequestScope {
  services: Services;
  loaders: Loaders;
}

export function createLoaders(services: Services): Loaders {
  return {
    equipmentById: new DataLoader(async (ids) => {
      const rows = await services.equipment.byIdsAnyFarm(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    }),
  };
}

/** Every farm the request names: X-Farm-Id header and farm_id query (both are checked). */
function namedFarms(req: Request): string[] {
  const header = req.get('x-farm-id')?.trim();
  const query = typeof req.query?.farm_id === 'string' ? req.query.farm_id.trim() : undefined;
  return [...new Set([header, query].filter((id): id is string => !!id))];
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
  return { viewer, farmId: viewer ? (farms[0] ?? null) : null, clientIp: req.ip ?? '' };
}
