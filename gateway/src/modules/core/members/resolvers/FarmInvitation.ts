import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { invitationStatus, roleEnum } from '../members.mappers.js';

export const FarmInvitation: Resolvers['FarmInvitation'] = {
  role: (invitation) => roleEnum(invitation.role),
  status: (invitation) => invitationStatus(invitation),
};
