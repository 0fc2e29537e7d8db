import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const Course: Resolvers['Course'] = {
  steps: (_, __, ctx) => ctx.services.academyApp.steps(),
};
