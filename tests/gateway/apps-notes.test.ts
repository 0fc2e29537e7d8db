// The notes demo app (spec §7 Notes, contract §4.8) through REST and GraphQL: each account's
// own copy of the fixtures, seeded once even by concurrent first calls.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAppSeeds, demoRecords } from '../../gateway/src/db/schema.js';
import { graphql } from './__generated__';
import {
  appFixtures,
  expectSignedInOnly,
  freshToken,
  HUGE_TEXT,
  listed,
  NOT_JSON,
  UNKNOWN_ID,
} from './support/apps.js';
import { errorCode, gql, rest, startTestGateway, type Json, type TestGateway } from './support/gateway.js';

const fixtures = appFixtures('notes');
const base = '/api/apps/notes';
const UNKNOWN = UNKNOWN_ID;

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

const NotesPageQuery = graphql(`
  query AppsNotesPage($page: Int, $size: Int, $archived: Boolean) {
    notes(page: $page, size: $size, archived: $archived) {
      items {
        id
        title
        archived
        labels {
          id
          title
        }
      }
      pagination {
        ...AppsPagination
      }
    }
  }
`);
const CreateNoteMutation = graphql(`
  mutation AppsCreateNote($input: NoteInput!) {
    createNote(input: $input) {
      id
      title
      content
      tasks {
        id
        content
        completed
      }
      labels {
        id
        title
      }
      archived
      createdAt
    }
  }
`);
const ReplaceNoteMutation = graphql(`
  mutation AppsReplaceNote($id: ID!, $input: NoteInput!) {
    replaceNote(id: $id, input: $input) {
      id
      title
      content
      archived
    }
  }
`);
const NoteLabelMutations = graphql(`
  mutation AppsNoteLabels($title: String!, $deleteId: ID!) {
    createNoteLabel(title: $title) {
      id
      title
    }
    deleteNoteLabel(id: $deleteId) {
      id
    }
  }
`);

const all = (token: string) => listed(gateway, `${base}/all`, token);

describe('notes: seeding', () => {
  it('20 concurrent first calls of a new account seed its copy once', async () => {
    const token = await freshToken(gateway, 'notes-race');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => rest(gateway, 'GET', `${base}/all`, undefined, { token })),
    );
    for (const answer of answers) expect(answer.body).toHaveLength(15);
    const userId = answers[0] && (await rest(gateway, 'GET', '/api/common/user', undefined, { token })).body.id;
    const [{ count }] = await gateway.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(demoRecords)
      .where(and(eq(demoRecords.userId, userId), eq(demoRecords.app, 'notes')));
    expect(count).toBe(15 + 6);
    const markers = await gateway.database.db.select().from(demoAppSeeds).where(eq(demoAppSeeds.userId, userId));
    expect(markers.map((marker) => marker.app)).toEqual(['notes']);
  });

  it('every path needs a token', async () => {
    await expectSignedInOnly(gateway, [
      ['GET', `${base}/all`],
      ['GET', `${base}/labels`],
      ['POST', `${base}/labels`],
      ['PATCH', `${base}/labels`],
      ['DELETE', `${base}/labels?id=${UNKNOWN}`],
      ['POST', `${base}/tasks`],
      ['POST', base],
      ['PATCH', base],
      ['DELETE', `${base}?id=${UNKNOWN}`],
    ]);
    const res = await gql(gateway, NotesPageQuery, {});
    expect(errorCode(res.body)).toBe('UNAUTHENTICATED');
  });
});

describe('notes: REST', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'notes-rest');
  });

  it('GET all: the 15 fixture notes in stored order, labels as objects', async () => {
    const notes = await all(token);
    expect(notes.map((note) => note.id)).toEqual(fixtures.notes.map((note: Json) => note.id));
    expect(notes.filter((note) => note.archived)).toHaveLength(3);
    expect(notes.filter((note) => note.tasks)).toHaveLength(4);
    expect(notes.filter((note) => note.image)).toHaveLength(2);
    const labelled = notes.find((note) => note.labels.length)!;
    expect(labelled.labels[0]).toEqual({ id: expect.any(String), title: expect.any(String) });
    expect(Object.keys(notes[0]).sort()).toEqual(
      ['archived', 'content', 'createdAt', 'id', 'image', 'labels', 'reminder', 'tasks', 'title', 'updatedAt'].sort(),
    );
  });

  it('labels: 6; POST appends, PATCH renames, each answering the whole list', async () => {
    const labels = (await rest(gateway, 'GET', `${base}/labels`, undefined, { token })).body;
    expect(labels.map((label: Json) => label.title)).toEqual([
      'Family',
      'Work',
      'Tasks',
      'Priority',
      'Personal',
      'Friends',
    ]);
    const created = await rest(gateway, 'POST', `${base}/labels`, { title: 'Harvest' }, { token });
    expect(created.status).toBe(200);
    expect(created.body).toHaveLength(7);
    const harvest = created.body[6];
    expect(harvest).toEqual({ id: expect.any(String), title: 'Harvest' });
    const renamed = await rest(
      gateway,
      'PATCH',
      `${base}/labels`,
      { label: { id: harvest.id, title: 'Harvest 2026' } },
      { token },
    );
    expect(renamed.body[6]).toEqual({ id: harvest.id, title: 'Harvest 2026' });
  });

  it('DELETE labels strips the label from every note and answers the remaining labels', async () => {
    const work = fixtures.labels.find((label: Json) => label.title === 'Work');
    const carrying = fixtures.notes.filter((note: Json) => note.labels.includes(work.id));
    expect(carrying.length).toBeGreaterThan(0);
    const res = await rest(gateway, 'DELETE', `${base}/labels?id=${work.id}`, undefined, { token });
    expect(res.body.map((label: Json) => label.id)).not.toContain(work.id);
    for (const note of await all(token)) expect(note.labels.map((label: Json) => label?.id)).not.toContain(work.id);
    const unknown = await rest(gateway, 'DELETE', `${base}/labels?id=${UNKNOWN}`, undefined, { token });
    expect(unknown.body).toHaveLength(res.body.length);
  });

  it('POST {note} appends it with a fresh id and the blank defaults', async () => {
    const res = await rest(
      gateway,
      'POST',
      base,
      { note: { id: 'mine', title: 'Order twine', labels: [] } },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.id).not.toBe('mine');
    expect(res.body).toMatchObject({ title: 'Order twine', content: '', tasks: null, archived: false, image: null });
    const notes = await all(token);
    expect(notes.at(-1).id).toBe(res.body.id);
  });

  it('PATCH {updatedNote} replaces the note whole; an unknown id answers null', async () => {
    const target = fixtures.notes.find((note: Json) => note.tasks);
    const res = await rest(gateway, 'PATCH', base, { updatedNote: { id: target.id, title: 'Replaced' } }, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: target.id,
      title: 'Replaced',
      content: '',
      tasks: null,
      createdAt: target.createdAt,
    });
    const unknown = await rest(gateway, 'PATCH', base, { updatedNote: { id: UNKNOWN, title: 'x' } }, { token });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBeNull();
  });

  it('POST tasks {note, task} appends an item to the stored note; an unknown note answers null', async () => {
    const target = fixtures.notes.find((note: Json) => !note.tasks);
    const res = await rest(
      gateway,
      'POST',
      `${base}/tasks`,
      { note: { id: target.id }, task: 'Grease the baler' },
      { token },
    );
    expect(res.body.tasks).toEqual([{ id: expect.any(String), content: 'Grease the baler', completed: false }]);
    const again = await rest(
      gateway,
      'POST',
      `${base}/tasks`,
      { note: res.body, task: 'Check the knotter' },
      { token },
    );
    expect(again.body.tasks.map((task: Json) => task.content)).toEqual(['Grease the baler', 'Check the knotter']);
    const unknown = await rest(gateway, 'POST', `${base}/tasks`, { note: { id: UNKNOWN }, task: 'x' }, { token });
    expect(unknown.body).toBeNull();
  });

  it('DELETE ?id answers true; an unknown id deletes nothing', async () => {
    const before = await all(token);
    const unknown = await rest(gateway, 'DELETE', `${base}?id=${UNKNOWN}`, undefined, { token });
    expect(unknown.body).toBe(true);
    expect(await all(token)).toHaveLength(before.length);
    const res = await rest(gateway, 'DELETE', `${base}?id=${before[0].id}`, undefined, { token });
    expect(res.body).toBe(true);
    expect((await all(token)).map((note) => note.id)).toEqual(before.slice(1).map((note) => note.id));
  });

  it('bad input answers 400 and changes nothing', async () => {
    const before = await all(token);
    const labelsBefore = (await rest(gateway, 'GET', `${base}/labels`, undefined, { token })).body;
    const bad: [string, string, unknown][] = [
      ['POST', base, NOT_JSON],
      ['POST', base, { note: { title: 5 } }],
      ['POST', base, { note: { title: HUGE_TEXT } }],
      ['POST', base, { note: 'text' }],
      ['POST', base, { note: { labels: 'Work' } }],
      ['PATCH', base, { updatedNote: { id: before[0].id, archived: 'yes' } }],
      ['POST', `${base}/labels`, { title: '' }],
      ['POST', `${base}/labels`, { title: HUGE_TEXT }],
      ['PATCH', `${base}/labels`, { label: { id: 7, title: 'x' } }],
      ['POST', `${base}/tasks`, { note: { id: before[0].id }, task: { text: 'x' } }],
    ];
    for (const [method, path, body] of bad) {
      const res = await rest(gateway, method as 'POST', path, body, { token });
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await all(token)).toEqual(before);
    expect((await rest(gateway, 'GET', `${base}/labels`, undefined, { token })).body).toEqual(labelsBefore);
  });
});

describe('notes: GraphQL', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'notes-graph');
  });

  it('pages: first, last, one past the last', async () => {
    const first = await gql(gateway, NotesPageQuery, { page: 0, size: 10 }, { token });
    expect(first.body.data?.notes.items).toHaveLength(10);
    expect(first.body.data?.notes.pagination).toEqual({ total: 15, page: 0, size: 10, lastPage: 2 });
    const last = await gql(gateway, NotesPageQuery, { page: 1, size: 10 }, { token });
    expect(last.body.data?.notes.items).toHaveLength(5);
    const past = await gql(gateway, NotesPageQuery, { page: 2, size: 10 }, { token });
    expect(past.body.data?.notes.items).toEqual([]);
    const archived = await gql(gateway, NotesPageQuery, { archived: true }, { token });
    expect(archived.body.data?.notes.pagination.total).toBe(3);
  });

  it('a negative page, a page over 100 records, a wrong type: BAD_USER_INPUT', async () => {
    for (const variables of [{ page: -1 }, { size: 101 }, { size: 0 }, { page: 'one' }]) {
      const res = await gql(gateway, NotesPageQuery, variables as never, { token });
      expect(errorCode(res.body), JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    const huge = await gql(gateway, CreateNoteMutation, { input: { title: HUGE_TEXT } }, { token });
    expect(errorCode(huge.body)).toBe('BAD_USER_INPUT');
  });

  it('createNote, replaceNote and the label mutations over the same data as REST', async () => {
    const [label] = fixtures.labels;
    const created = await gql(
      gateway,
      CreateNoteMutation,
      { input: { title: 'Tyres', tasks: [{ content: 'Check pressures' }], labels: [label.id] } },
      { token },
    );
    const note = created.body.data!.createNote;
    expect(note).toMatchObject({ title: 'Tyres', archived: false, labels: [{ id: label.id, title: label.title }] });
    expect(note.tasks).toEqual([{ id: expect.any(String), content: 'Check pressures', completed: false }]);
    expect((await all(token)).at(-1).id).toBe(note.id);
    const replaced = await gql(
      gateway,
      ReplaceNoteMutation,
      { id: note.id, input: { title: 'Tyres', archived: true } },
      { token },
    );
    expect(replaced.body.data?.replaceNote).toEqual({ id: note.id, title: 'Tyres', content: '', archived: true });
    const unknown = await gql(gateway, ReplaceNoteMutation, { id: UNKNOWN, input: {} }, { token });
    expect(unknown.body.data?.replaceNote).toBeNull();
    const labels = await gql(gateway, NoteLabelMutations, { title: 'Spares', deleteId: label.id }, { token });
    expect(labels.body.data?.createNoteLabel.at(-1)?.title).toBe('Spares');
    expect(labels.body.data?.deleteNoteLabel.map((item) => item.id)).not.toContain(label.id);
  });
});

describe('notes: isolation', () => {
  it("account B never sees or changes account A's notes", async () => {
    const a = await freshToken(gateway, 'notes-a');
    const b = await freshToken(gateway, 'notes-b');
    const created = await rest(gateway, 'POST', base, { note: { title: 'Only mine' } }, { token: a });
    const target = fixtures.notes[0];
    await rest(gateway, 'PATCH', base, { updatedNote: { id: target.id, title: 'Changed by A' } }, { token: a });
    const seenByB = await all(b);
    expect(seenByB.map((note) => note.id)).not.toContain(created.body.id);
    expect(seenByB.find((note) => note.id === target.id).title).toBe(target.title);
    const patched = await rest(
      gateway,
      'PATCH',
      base,
      { updatedNote: { id: created.body.id, title: 'B was here' } },
      { token: b },
    );
    expect(patched.body).toBeNull();
    await rest(gateway, 'DELETE', `${base}?id=${created.body.id}`, undefined, { token: b });
    const mine = (await all(a)).find((note) => note.id === created.body.id);
    expect(mine.title).toBe('Only mine');
  });
});
