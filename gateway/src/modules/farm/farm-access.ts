// The one place that decides who may touch which farm: a member of the farm, or an admin
// (admin.all.access permission or admin role). Every farm-scoped service goes through here.
import { forbidden } from "../../lib/errors.js";
import { ADMIN_PERMISSION } from "../user/permissions.js";
import type { UserModel } from "../user/user.mappers.js";

export const isAdmin = (user: UserModel) =>
  user.permissions.includes(ADMIN_PERMISSION) || user.roles.includes("admin");

export const canAccessFarm = (user: UserModel, farmId: string) =>
  isAdmin(user) || user.farmIds.includes(farmId);

/** Throws FORBIDDEN unless the user may access the farm. `wholeRequest` sets HTTP 403. */
export function assertFarmAccess(
  user: UserModel,
  farmId: string,
  wholeRequest = false,
): void {
  if (!canAccessFarm(user, farmId)) throw forbidden(wholeRequest);
}
