// Roles grant sets of permission strings; a user's permissions are the union of their
// roles' grants plus any extra ones on their record.
export const ADMIN_PERMISSION = 'admin.all.access';

const ROLE_GRANTS: Record<string, readonly string[]> = {
  admin: [
    ADMIN_PERMISSION,
    'equipment.write',
    'workorders.write',
    'inventory.write',
    'planning.write',
    'reports.view',
    'users.manage',
  ],
  manager: ['equipment.write', 'workorders.write', 'inventory.write', 'planning.write', 'reports.view', 'users.manage'],
  technician: ['workorders.write', 'reports.view'],
  viewer: ['reports.view'],
};

export function permissionsFor(roles: readonly string[], extra: readonly string[] = []): string[] {
  return [...new Set([...roles.flatMap((role) => ROLE_GRANTS[role] ?? []), ...extra])].sort();
}
