import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';
import { isAdmin } from '../farm-access.js';
import { permissionsIn } from '../../user/permissions.js';
import { roleEnum } from '../../members/members.mappers.js';

export const Farm: Resolvers['Farm'] = {
  city: (farm) => (farm.cityName ? { name: farm.cityName } : null),
  viewerPermissions: (farm, _, ctx) => {
    const viewer = signedIn(ctx);
    // An admin may do everything on every farm, member or not.
    return isAdmin(viewer) ? permissionsIn({ ...viewer, memberships: [] }, null) : permissionsIn(viewer, farm.id);
  },
  viewerRole: (farm, _, ctx) => {
    const membership = signedIn(ctx).memberships.find((entry) => entry.farmId === farm.id);
    return membership ? roleEnum(membership.role) : null;
  },
};
