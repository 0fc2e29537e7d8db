import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  inviteFarmMember: (_, { input }, ctx) => ctx.services.members.invitations.invite(signedIn(ctx), input),
  revokeFarmInvitation: (_, { farmId, id }, ctx) => ctx.services.members.invitations.revoke(signedIn(ctx), farmId, id),
  // Signed in or not: an existing account accepts signed in, a new person without a token.
  acceptInvitation: (_, { input }, ctx) => ctx.services.members.invitations.accept(ctx.viewer, input, ctx.clientIp),
  setFarmMemberRole: (_, { farmId, userId, role }, ctx) =>
    ctx.services.members.setRole(signedIn(ctx), farmId, userId, { role }),
  deactivateFarmMember: (_, { farmId, userId }, ctx) => ctx.services.members.deactivate(signedIn(ctx), farmId, userId),
  reactivateFarmMember: (_, { farmId, userId }, ctx) => ctx.services.members.reactivate(signedIn(ctx), farmId, userId),
  setUserAdmin: (_, { userId, admin }, ctx) =>
    ctx.services.members.accounts.setAdmin(signedIn(ctx), userId, { value: admin }),
  setAccountActive: (_, { userId, active }, ctx) =>
    ctx.services.members.accounts.setActive(signedIn(ctx), userId, { value: active }),
  createFarm: (_, { input }, ctx) => ctx.services.members.accounts.createFarm(signedIn(ctx), input),
  changePassword: (_, { input }, ctx) => ctx.services.auth.changePassword(signedIn(ctx), input, ctx.clientIp),
};
