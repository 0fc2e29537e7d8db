import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { signedIn } from '../../../kit/context.js';

// Writes answer the note as the list shows it (labels as objects): read back after the write.
export const Mutation: Resolvers['Mutation'] = {
  createNote: async (_, { input }, ctx) => {
    const user = signedIn(ctx);
    const note = await ctx.services.notesApp.create(user, input);
    return (await ctx.services.notesApp.note(user, note.id))!;
  },
  replaceNote: async (_, { id, input }, ctx) => {
    const user = signedIn(ctx);
    const note = await ctx.services.notesApp.replace(user, id, input);
    return note && ctx.services.notesApp.note(user, note.id);
  },
  deleteNote: (_, { id }, ctx) => ctx.services.notesApp.removeNote(signedIn(ctx), id),
  addNoteTask: async (_, { noteId, content }, ctx) => {
    const user = signedIn(ctx);
    const note = await ctx.services.notesApp.addTask(user, { note: { id: noteId }, task: content });
    return note && ctx.services.notesApp.note(user, note.id);
  },
  createNoteLabel: (_, { title }, ctx) => ctx.services.notesApp.createLabel(signedIn(ctx), { title }),
  renameNoteLabel: (_, { id, title }, ctx) =>
    ctx.services.notesApp.renameLabel(signedIn(ctx), { label: { id, title } }),
  deleteNoteLabel: (_, { id }, ctx) => ctx.services.notesApp.deleteLabel(signedIn(ctx), id),
};
