import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const Mutation: Resolvers['Mutation'] = {
  signIn: (_, args, ctx) => ctx.services.auth.signIn(args, ctx.clientIp),
  signInWithToken: (_, { accessToken }, ctx) => ctx.services.auth.signInWithToken(accessToken, ctx.clientIp),
  unlockSession: (_, args, ctx) => ctx.services.auth.signIn(args, ctx.clientIp),
  signUp: (_, { input }, ctx) => ctx.services.auth.signUp(input, ctx.clientIp),
  forgotPassword: (_, args, ctx) => ctx.services.auth.forgotPassword(args, ctx.clientIp),
  resetPassword: (_, { input }, ctx) => ctx.services.auth.resetPassword(input, ctx.clientIp),
};
