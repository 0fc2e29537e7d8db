// Roles grant sets of permission strings. Admin is global (on the user); every other role
// belongs to a farm membership, so what a user may do depends on the farm they work in.
import type { FarmRole } from '../../../db/schema.js';

export interface Membership {
  farmId: string;
  role: FarmRole;
}

/** What decides a user's permissions: global roles and extras, and their memberships. */
interface Holder {
  roles: readonly string[];
  extraPermissions: readonly string[];
  /** In the order the farm list shows the farms (by name). */
  memberships: readonly Membership[];
}

export const ADMIN_PERMISSION = 'admin.all.access';

const MANAGER = [
  'equipment.write',
  'meters.write',
  'workorders.write',
  // Create, edit, assign, cancel and reopen orders; workorders.write alone works the assigned ones.
  'workorders.manage',
  'inventory.write',
  'inventory.issue',
  'planning.write',
  'reports.view',
  'users.manage',
];

const ROLE_GRANTS: Record<string, readonly string[]> = {
  admin: [ADMIN_PERMISSION, ...MANAGER],
  manager: MANAGER,
  // Technicians work on the machines: they record meter readings and take parts out of stock.
  technician: ['workorders.write', 'meters.write', 'inventory.issue', 'reports.view'],
  viewer: ['reports.view'],
} satisfies Record<FarmRole | 'admin', readonly string[]>;

export function permissionsFor(roles: readonly string[], extra: readonly string[] = []): string[] {
  return [...new Set([...roles.flatMap((role) => ROLE_GRANTS[role] ?? []), ...extra])].sort();
}

/** The farm a user works in when a request names none: their first, as the farm list sorts them. */
export const defaultFarmOf = (user: Holder): string | null => user.memberships[0]?.farmId ?? null;

/** The user's roles on a farm (or their default farm): the membership's, plus the global ones. */
export function rolesIn(user: Holder, farmId: string | null): string[] {
  const farm = farmId ?? defaultFarmOf(user);
  const membership = user.memberships.find((m) => m.farmId === farm);
  return [...user.roles, ...(membership ? [membership.role] : [])];
}

/** What the user may do on a farm (or their default farm). */
export const permissionsIn = (user: Holder, farmId: string | null): string[] =>
  permissionsFor(rolesIn(user, farmId), user.extraPermissions);
