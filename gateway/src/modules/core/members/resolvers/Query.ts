import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  farmMembers: (_, { farmId, filter, first, after }, ctx) =>
    ctx.services.members.list(signedIn(ctx), farmId, filter ?? {}, { first, after }),
  farmInvitations: (_, { farmId, status, first, after }, ctx) =>
    ctx.services.members.invitations.list(signedIn(ctx), farmId, { status }, { first, after }),
  invitation: (_, { token }, ctx) => ctx.services.members.invitations.preview(token, ctx.clientIp),
  userAccounts: (_, { filter, first, after }, ctx) =>
    ctx.services.members.accounts.list(signedIn(ctx), filter ?? {}, { first, after }),
};
