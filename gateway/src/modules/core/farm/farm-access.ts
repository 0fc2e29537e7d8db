// The one place that decides who may touch which farm and do what there: an admin
// (admin.all.access permission or admin role) anywhere, a member as their role on that farm
// grants. Every farm-scoped service goes through here.
import { forbidden } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { ADMIN_PERMISSION, permissionsIn } from '../user/permissions.js';
import type { UserModel } from '../user/user.mappers.js';

export const isAdmin = (user: UserModel) => user.permissions.includes(ADMIN_PERMISSION) || user.roles.includes('admin');

/** Farm ids are UUIDs: anything else names no farm anyone may access. */
export const canAccessFarm = (user: UserModel, farmId: string) =>
  isUuid(farmId) && (isAdmin(user) || user.farmIds.includes(farmId.toLowerCase()));

/** Throws FORBIDDEN unless the user may access the farm. `wholeRequest` sets HTTP 403. */
export function assertFarmAccess(user: UserModel, farmId: string, wholeRequest = false): void {
  if (!canAccessFarm(user, farmId)) throw forbidden(wholeRequest);
}

/** Whether the user may do `permission` on the farm: an admin anywhere, a member per the role there. */
export const can = (user: UserModel, farmId: string, permission: string): boolean =>
  canAccessFarm(user, farmId) && (isAdmin(user) || permissionsIn(user, farmId.toLowerCase()).includes(permission));

/** Throws FORBIDDEN unless the user may access the farm and holds the permission there. */
export function assertFarmPermission(user: UserModel, farmId: string, permission: string): void {
  if (!can(user, farmId, permission)) throw forbidden();
}
