import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  tasks: (_, { page, size }, ctx) => ctx.services.tasksApp.page(signedIn(ctx), { page, size }),
  task: (_, { id }, ctx) => ctx.services.tasksApp.task(signedIn(ctx), id),
  searchTasks: (_, { query, page, size }, ctx) =>
    ctx.services.tasksApp.searchPage(signedIn(ctx), query, { page, size }),
  taskTags: (_, __, ctx) => ctx.services.tasksApp.tags.list(signedIn(ctx).id),
  taskMembers: (_, __, ctx) => {
    signedIn(ctx);
    return ctx.services.tasksApp.members();
  },
};
