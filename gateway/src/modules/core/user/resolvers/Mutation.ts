import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  updateMe: (_, { input }, ctx) => ctx.services.users.updateMe(signedIn(ctx), input),
};
