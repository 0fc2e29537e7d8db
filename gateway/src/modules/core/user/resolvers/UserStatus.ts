import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const UserStatus: Resolvers['UserStatus'] = {
  ONLINE: 'online',
  AWAY: 'away',
  BUSY: 'busy',
  NOT_VISIBLE: 'not-visible',
};
