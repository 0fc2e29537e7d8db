import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { permissionsIn, rolesIn } from '../permissions.js';

// Roles and permissions on the farm the request names (X-Farm-Id), else the user's first.
export const User: Resolvers['User'] = {
  farms: (user) => user.farmIds.map((id) => ({ id })),
  roles: (user, _, ctx) => rolesIn(user, ctx.farmId),
  permissions: (user, _, ctx) => permissionsIn(user, ctx.farmId),
};
