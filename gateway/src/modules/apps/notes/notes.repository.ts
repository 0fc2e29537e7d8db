// Where each account's notes and note labels live: the demo store, seeded from
// fixtures/apps/notes.json.
import type { Db } from '../../../db/client.js';
import { readFixtures } from '../kit/demo-input.js';
import { DemoStore, type SeedRecord } from '../kit/demo-store.js';
import type { NoteDoc } from './notes.mappers.js';

export const NOTE = 'note';
export const LABEL = 'label';

interface NotesFixtures {
  labels: { id: string; title: string }[];
  notes: (NoteDoc & { id: string })[];
}

function seedRecords(): SeedRecord[] {
  const { labels, notes } = readFixtures<NotesFixtures>('notes');
  return [
    ...labels.map(({ id, ...data }) => ({ kind: LABEL, id, data })),
    ...notes.map(({ id, ...data }) => ({ kind: NOTE, id, data })),
  ];
}

export const notesStore = (db: Db) => new DemoStore(db, 'notes', seedRecords);
