// The notes app (spec §7 Notes, contract §4.8), one account's copy each: notes with their
// task lists and labels. REST and GraphQL both call these methods.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { parseInput } from '../../../lib/validation.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { pageOf, type DemoPage } from '../kit/demo-input.js';
import type { AccountData } from '../kit/demo-store.js';
import { withLabels, type NoteDoc, type NoteLabelModel, type NoteModel, type StoredNote } from './notes.mappers.js';
import { LABEL, NOTE, notesStore } from './notes.repository.js';
import {
  LabelRename,
  LabelTitle,
  NoteInput,
  TaskContent,
  UpdatedNoteBody,
  type NoteInputData,
} from './notes.schemas.js';

export interface NoteFilter {
  archived?: boolean | null;
  labelId?: string | null;
}

/** The stored document of a validated note; without createdAt it keeps `createdAt` (or now). */
const toDoc = (data: NoteInputData, createdAt = new Date().toISOString()): NoteDoc => ({
  ...data,
  tasks: data.tasks?.map((task) => ({ ...task, id: task.id ?? randomUUID() })) ?? null,
  createdAt: data.createdAt ?? createdAt,
});

export class NotesAppService {
  private readonly store;

  constructor(db: Db) {
    this.store = notesStore(db);
  }

  labels(user: UserModel): Promise<NoteLabelModel[]> {
    return this.store.read(user.id, (data) => data.list<{ title: string }>(LABEL));
  }

  /** Every note in stored order, labels as objects. */
  all(user: UserModel): Promise<NoteModel[]> {
    return this.store.read(user.id, (data) => this.listed(data));
  }

  async page(
    user: UserModel,
    filter: NoteFilter,
    args: { page?: number | null; size?: number | null },
  ): Promise<DemoPage<NoteModel>> {
    const notes = (await this.all(user)).filter(
      (note) =>
        (filter.archived == null || note.archived === filter.archived) &&
        (!filter.labelId || note.labels.some((label) => label?.id === filter.labelId)),
    );
    return pageOf(notes, args);
  }

  async note(user: UserModel, id: unknown): Promise<NoteModel | null> {
    return this.store.read(user.id, async (data) => {
      const note = await data.get<NoteDoc>(NOTE, id);
      return note && withLabels(note, await data.list(LABEL));
    });
  }

  /** Adds a label (POST {title}); answers every label. */
  createLabel(user: UserModel, body: unknown): Promise<NoteLabelModel[]> {
    const { title } = parseInput(LabelTitle, body);
    return this.store.write(user.id, async (data) => {
      await data.insert(LABEL, { title }, 'last');
      return data.list(LABEL);
    });
  }

  /** Renames a label (PATCH {label: {id, title}}: only the title changes); answers every label. */
  renameLabel(user: UserModel, body: unknown): Promise<NoteLabelModel[]> {
    const { label } = parseInput(LabelRename, body);
    return this.store.write(user.id, async (data) => {
      await data.merge(LABEL, label.id, { title: label.title });
      return data.list(LABEL);
    });
  }

  /** Deletes a label and takes it off every note; answers every label. */
  deleteLabel(user: UserModel, id: unknown): Promise<NoteLabelModel[]> {
    return this.store.write(user.id, async (data) => {
      const removed = await data.remove(LABEL, id);
      if (removed) await data.strip(NOTE, 'labels', removed.id);
      return data.list(LABEL);
    });
  }

  /** Appends a task to a stored note (POST {note, task}); the note (label ids), or null. */
  addTask(user: UserModel, body: unknown): Promise<StoredNote | null> {
    const { note, task } = parseInput(TaskContent, body);
    return this.store.write(user.id, async (data) => {
      const stored = await data.get<NoteDoc>(NOTE, note.id);
      if (!stored) return null;
      const tasks = [...(stored.tasks ?? []), { id: randomUUID(), content: task, completed: false }];
      return data.merge<NoteDoc>(NOTE, stored.id, { tasks });
    });
  }

  /** Adds a note last in the stored order, with a fresh id (POST {note}). */
  create(user: UserModel, input: unknown): Promise<StoredNote> {
    const doc = toDoc(parseInput(NoteInput, input));
    return this.store.write(user.id, (data) => data.insert(NOTE, doc, 'last'));
  }

  /** Replaces a stored note with the one given, whole (PATCH {updatedNote}); null when unknown. */
  replace(user: UserModel, id: unknown, input: unknown): Promise<StoredNote | null> {
    const note = parseInput(NoteInput, input);
    return this.store.write(user.id, async (data) => {
      const stored = await data.get<NoteDoc>(NOTE, id);
      return stored && data.replace(NOTE, stored.id, toDoc(note, stored.createdAt));
    });
  }

  /** REST's PATCH body: {updatedNote: {id, …fields}}. */
  replaceFromBody(user: UserModel, body: unknown): Promise<StoredNote | null> {
    const { updatedNote } = parseInput(UpdatedNoteBody, body);
    return this.replace(user, updatedNote.id, updatedNote);
  }

  /** Deletes a note; true whether or not it existed (nothing else is touched). */
  async remove(user: UserModel, id: unknown): Promise<true> {
    await this.store.write(user.id, (data) => data.remove(NOTE, id));
    return true;
  }

  /** In GraphQL, with the deleted note's fate. */
  async removeNote(user: UserModel, id: unknown): Promise<boolean> {
    return Boolean(await this.store.write(user.id, (data) => data.remove(NOTE, id)));
  }

  private async listed(data: AccountData): Promise<NoteModel[]> {
    const [notes, labels] = await Promise.all([data.list<NoteDoc>(NOTE), data.list<{ title: string }>(LABEL)]);
    return notes.map((note) => withLabels(note, labels));
  }
}
