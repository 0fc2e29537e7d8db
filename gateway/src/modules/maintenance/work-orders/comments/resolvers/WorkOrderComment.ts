import type { Resolvers } from '../../../../__generated__/resolvers-types.js';

export const WorkOrderComment: Resolvers['WorkOrderComment'] = {
  author: async (comment, _, ctx) =>
    comment.authorId ? ((await ctx.loaders.personById.load(comment.authorId)) ?? null) : null,
};
