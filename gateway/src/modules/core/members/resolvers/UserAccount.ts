import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { isAdminAccount } from '../members.mappers.js';

export const UserAccount: Resolvers['UserAccount'] = {
  admin: (account) => isAdminAccount(account),
  deactivated: (account) => !!account.deactivatedAt,
};
