import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';

export const userResolvers: Resolvers = {
  UserStatus: {
    ONLINE: 'online',
    AWAY: 'away',
    BUSY: 'busy',
    NOT_VISIBLE: 'not-visible',
  },
  Query: {
    me: (_, __, ctx) => ctx.services.users.requireViewer(ctx.viewer),
  },
  Mutation: {
    updateMe: (_, { input }, ctx) => ctx.services.users.updateMe(ctx.viewer, input),
  },
  User: {
    farms: (user) => user.farmIds.map((id) => ({ id })),
  },
};
