import type { Resolvers } from '../../../__generated__/resolvers-types.js';

/** A mail's cc and bcc counts, derived from its lists (REST adds them to list answers only). */
export const Mail: Resolvers['Mail'] = {
  ccCount: (mail) => mail.cc?.length ?? 0,
  bccCount: (mail) => mail.bcc?.length ?? 0,
};
