import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  academyCategories: (_, __, ctx) => {
    signedIn(ctx);
    return ctx.services.academyApp.categories();
  },
  courses: (_, { page, size, category }, ctx) => ctx.services.academyApp.page(signedIn(ctx), category, { page, size }),
  course: (_, { id }, ctx) => ctx.services.academyApp.course(signedIn(ctx), id),
};
