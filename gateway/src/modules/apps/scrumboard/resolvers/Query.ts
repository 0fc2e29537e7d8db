import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  scrumboards: (_, { page, size }, ctx) => ctx.services.scrumboardApp.boardsPage(signedIn(ctx), { page, size }),
  scrumboard: (_, { id }, ctx) => ctx.services.scrumboardApp.board(signedIn(ctx), id),
  scrumboardLabels: (_, { boardId }, ctx) => ctx.services.scrumboardApp.labels(signedIn(ctx), boardId),
};
