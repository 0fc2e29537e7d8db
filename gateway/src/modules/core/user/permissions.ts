// Roles grant sets of permission strings; a user's permissions are the union of their
// roles' grants plus any extra ones on their record.
export const ADMIN_PERMISSION = 'admin.all.access';

const MANAGER = [
  'equipment.write',
  'meters.write',
  'workorders.write',
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
};

export function permissionsFor(roles: readonly string[], extra: readonly string[] = []): string[] {
  return [...new Set([...roles.flatMap((role) => ROLE_GRANTS[role] ?? []), ...extra])].sort();
}
