// The one place that decides who may touch which farm: a member of the farm, or an admin
// (admin.all.access permission or admin role). Every farm-scoped service goes through here.
import { forbidden } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { ADMIN_PERMISSION } from '../user/permissions.js';
import type { UserModel } from '../user/user.mappers.js';

export const isAdmin = (user: UserModel) => user.permissions.includes(ADMIN_PERMISSION) || user.roles.includes('admin');

/** Farm ids are UUIDs: anything else names no farm anyone may access. */
export const canAccessFarm = (user: UserModel, farmId: string) =>
  isUuid(farmId) && (isAdmin(user) || user.farmIds.includes(farmId.toLowerCase()));

/** Throws FORBIDDEN unless the user may access the farm. `wholeRequest` sets HTTP 403. */
export function assertFarmAccess(user: UserModel, farmId: string, wholeRequest = false): void {
  if (!canAccessFarm(user, farmId)) throw forbidden(wholeRequest);
}

/** Throws FORBIDDEN unless the user may access the farm and holds the permission there. */
export function assertFarmPermission(user: UserModel, farmId: string, permission: string): void {
  assertFarmAccess(user, farmId);
  if (!isAdmin(user) && !user.permissions.includes(permission)) throw forbidden();
}
