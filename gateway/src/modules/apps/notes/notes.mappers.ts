// The notes app's records: as stored (label ids), and as listed (label objects).
import type { DemoItem } from '../kit/demo-store.js';

export interface NoteTaskDoc {
  id: string;
  content: string;
  completed: boolean;
}

/** A note as stored: `labels` holds label ids. */
export interface NoteDoc {
  title: string;
  content: string;
  tasks: NoteTaskDoc[] | null;
  image: string | null;
  reminder: string | null;
  labels: string[];
  archived: boolean;
  createdAt: string;
  updatedAt: string | null;
}

export type NoteLabelModel = DemoItem<{ title: string }>;
export type StoredNote = DemoItem<NoteDoc>;

/** A note as listed: each label id replaced by its label (null for an unknown one). */
export type NoteModel = Omit<StoredNote, 'labels'> & { labels: (NoteLabelModel | null)[] };

export const withLabels = (note: StoredNote, labels: NoteLabelModel[]): NoteModel => ({
  ...note,
  labels: note.labels.map((id) => labels.find((label) => label.id === id) ?? null),
});
