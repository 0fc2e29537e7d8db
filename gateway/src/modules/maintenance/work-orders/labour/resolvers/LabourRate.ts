import type { Resolvers } from '../../../../__generated__/resolvers-types.js';

export const LabourRate: Resolvers['LabourRate'] = {
  person: (member) => ({ id: member.userId, name: member.name, avatar: member.avatar }),
  effectiveRate: (member) => member.hourlyRate ?? member.defaultRate,
};
