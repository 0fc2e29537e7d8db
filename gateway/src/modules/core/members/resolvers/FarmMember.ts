import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { isAdminAccount, roleEnum } from '../members.mappers.js';

export const FarmMember: Resolvers['FarmMember'] = {
  // Per farm: the same person on another farm is another member, with another role.
  id: (member) => `${member.farmId}:${member.userId}`,
  role: (member) => roleEnum(member.role),
  status: (member) => (member.deactivatedAt ? 'DEACTIVATED' : 'ACTIVE'),
  accountDeactivated: (member) => !!member.accountDeactivatedAt,
  admin: (member) => isAdminAccount({ roles: member.globalRoles, extraPermissions: member.extraPermissions }),
  // The labour module's own shape, so its effective rate is worked out in one place.
  labourRate: ({ userId, name, avatar, role, hourlyRate, defaultRate }) => ({
    userId,
    name,
    avatar,
    role,
    hourlyRate,
    defaultRate,
  }),
};
