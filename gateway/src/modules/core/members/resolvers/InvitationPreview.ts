import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { roleEnum } from '../members.mappers.js';

export const InvitationPreview: Resolvers['InvitationPreview'] = {
  role: (preview) => roleEnum(preview.role),
};
