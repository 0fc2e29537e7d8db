import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const User: Resolvers['User'] = {
  farms: (user) => user.farmIds.map((id) => ({ id })),
};
