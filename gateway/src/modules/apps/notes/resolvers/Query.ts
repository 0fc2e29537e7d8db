import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

export const Query: Resolvers['Query'] = {
  notes: (_, { page, size, archived, labelId }, ctx) =>
    ctx.services.notesApp.page(signedIn(ctx), { archived, labelId }, { page, size }),
  note: (_, { id }, ctx) => ctx.services.notesApp.note(signedIn(ctx), id),
  noteLabels: (_, __, ctx) => ctx.services.notesApp.labels(signedIn(ctx)),
};
