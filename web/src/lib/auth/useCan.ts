import { useActiveFarm, type FarmSummary } from '../farm/farmStore';

/** The permission strings the server grants (DESIGN.md §4, users and roles). */
export type Permission =
  | 'admin.all.access'
  | 'equipment.write'
  | 'meters.write'
  | 'workorders.write'
  | 'workorders.manage'
  | 'inventory.write'
  | 'inventory.issue'
  | 'planning.write'
  | 'reports.view'
  | 'users.manage';

/** The global permission that opens every farm and every action (spec §6). */
export const ADMIN_PERMISSION: Permission = 'admin.all.access';

/** Whether the viewer may do `permission` on `farm`, as the server said when the farms loaded. */
export function canIn(farm: Pick<FarmSummary, 'viewerPermissions'> | null, permission: Permission): boolean {
  const granted = farm?.viewerPermissions ?? [];
  return granted.includes(ADMIN_PERMISSION) || granted.includes(permission);
}

/**
 * The one question the web asks before offering an action or a section: may the viewer do
 * this in the selected farm? The server enforces the same rule on every request.
 */
export function useCan(permission: Permission): boolean {
  return canIn(useActiveFarm(), permission);
}
