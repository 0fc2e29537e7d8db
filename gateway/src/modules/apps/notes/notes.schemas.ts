// The notes app's inputs. A note's fields are all optional on input: what a client leaves out
// gets the blank default, so every stored note has every field.
import { z } from 'zod';
import { demoId, demoImage, demoInstant, demoText, demoTitle } from '../kit/demo-input.js';

const NoteTask = z.object({
  id: demoId.optional(),
  content: demoText,
  completed: z.boolean().default(false),
});

/** A label named by its id, or the label object the notes list answers with. */
const LabelRef = z.union([demoId, z.object({ id: demoId }).transform((label) => label.id)]);

export const NoteInput = z.object({
  title: demoTitle.nullish().transform((value) => value ?? ''),
  content: demoText.nullish().transform((value) => value ?? ''),
  tasks: z
    .array(NoteTask)
    .max(200)
    .nullish()
    .transform((value) => value ?? null),
  image: demoImage.nullish().transform((value) => value ?? null),
  reminder: demoInstant.nullish().transform((value) => value ?? null),
  labels: z
    .array(LabelRef)
    .max(100)
    .nullish()
    .transform((value) => value ?? []),
  archived: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  createdAt: demoInstant.nullish(),
  updatedAt: demoInstant.nullish().transform((value) => value ?? null),
});
export type NoteInputData = z.infer<typeof NoteInput>;

export const LabelTitle = z.object({ title: demoTitle.trim().min(1) });
export const LabelRename = z.object({ label: z.object({ id: demoId, title: demoTitle.trim().min(1) }) });
export const TaskContent = z.object({ note: z.object({ id: demoId }).passthrough(), task: demoText.min(1) });
export const NoteBody = z.object({ note: z.object({}).passthrough() });
export const UpdatedNoteBody = z.object({ updatedNote: z.object({ id: demoId }).passthrough() });
