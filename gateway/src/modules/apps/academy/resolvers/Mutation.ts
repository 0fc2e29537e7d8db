import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  setCourseProgress: (_, { id, input }, ctx) => ctx.services.academyApp.setProgress(signedIn(ctx), id, input),
};
