import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Mutation: Resolvers['Mutation'] = {
  createTask: (_, { type }, ctx) => ctx.services.tasksApp.create(signedIn(ctx), { type }),
  updateTask: (_, { id, input }, ctx) => ctx.services.tasksApp.update(signedIn(ctx), { id, task: input }),
  deleteTask: (_, { id }, ctx) => ctx.services.tasksApp.remove(signedIn(ctx), id),
  reorderTasks: (_, { ids }, ctx) => ctx.services.tasksApp.reorder(signedIn(ctx), { tasks: ids.map((id) => ({ id })) }),
  createTaskTag: (_, { title }, ctx) => ctx.services.tasksApp.tags.create(signedIn(ctx).id, { tag: { title } }),
  updateTaskTag: (_, { id, title }, ctx) => ctx.services.tasksApp.tags.update(signedIn(ctx).id, { id, tag: { title } }),
  deleteTaskTag: (_, { id }, ctx) => ctx.services.tasksApp.tags.remove(signedIn(ctx).id, id),
};
