// The tasks demo app (spec §7 Tasks, contract §4.10) through REST and GraphQL: order, search
// with <mark>, tags stripped on delete, created tasks first, each account's own copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { errorCode, gql, gqlRaw, rest, startTestGateway, type Json, type TestGateway } from './support/gateway.js';

const fixtures = appFixtures('tasks');
const base = '/api/apps/tasks';
const UNKNOWN = UNKNOWN_ID;

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

const TasksPageQuery = graphql(`
  query AppsTasksPage($page: Int, $size: Int) {
    tasks(page: $page, size: $size) {
      items {
        id
        type
        title
        order
      }
      pagination {
        ...AppsPagination
      }
    }
  }
`);
const SearchTasksQuery = graphql(`
  query AppsSearchTasks($query: String!) {
    searchTasks(query: $query) {
      items {
        id
        title
      }
      pagination {
        total
      }
    }
  }
`);
const CreateTaskMutation = graphql(`
  mutation AppsCreateTask($type: TaskType!) {
    createTask(type: $type) {
      id
      type
      title
      notes
      completed
      dueDate
      priority
      tags
      order
    }
  }
`);
const UpdateTaskMutation = graphql(`
  mutation AppsUpdateTask($id: ID!, $input: TaskPatch!) {
    updateTask(id: $id, input: $input) {
      id
      title
      priority
      completed
      notes
    }
  }
`);
const TaskTagMutations = graphql(`
  mutation AppsTaskTags($title: String!, $deleteId: ID!) {
    createTaskTag(title: $title) {
      id
      title
    }
    deleteTaskTag(id: $deleteId)
  }
`);
const ReorderTasksMutation = graphql(`
  mutation AppsReorderTasks($ids: [ID!]!) {
    reorderTasks(ids: $ids) {
      id
      order
    }
  }
`);

const all = (token: string) => listed(gateway, `${base}/all`, token);

describe('tasks: REST', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'tasks-rest');
  });

  it('every path needs a token', async () => {
    await expectSignedInOnly(gateway, [
      ['GET', `${base}/all`],
      ['GET', `${base}/tags`],
      ['POST', `${base}/tag`],
      ['PATCH', `${base}/tag`],
      ['DELETE', `${base}/tag?id=${UNKNOWN}`],
      ['GET', `${base}/search?query=a`],
      ['PATCH', `${base}/order`],
      ['GET', `${base}/task?id=${UNKNOWN}`],
      ['POST', `${base}/task`],
      ['PATCH', `${base}/task`],
      ['DELETE', `${base}/task?id=${UNKNOWN}`],
    ]);
    expect(errorCode((await gql(gateway, TasksPageQuery, {})).body)).toBe('UNAUTHENTICATED');
  });

  it('GET all: 30 rows by order, 3 sections at 0, 9 and 22, 15 completed, priorities 4/18/8', async () => {
    const tasks = await all(token);
    expect(tasks).toHaveLength(30);
    expect(tasks.map((task) => task.order)).toEqual([...Array(30).keys()]);
    expect(tasks.filter((task) => task.type === 'section').map((task) => task.order)).toEqual([0, 9, 22]);
    expect(tasks.filter((task) => task.completed)).toHaveLength(15);
    const priorities = [0, 1, 2].map((p) => tasks.filter((task) => task.priority === p).length);
    expect(priorities).toEqual([4, 18, 8]);
    expect(tasks[1]).toEqual(expect.objectContaining({ id: expect.any(String), tags: expect.any(Array) }));
  });

  it('GET task answers one task, an unknown id answers 200 null', async () => {
    const [first] = fixtures.tasks;
    expect((await rest(gateway, 'GET', `${base}/task?id=${first.id}`, undefined, { token })).body).toEqual(first);
    for (const id of [UNKNOWN, 'nope']) {
      const res = await rest(gateway, 'GET', `${base}/task?id=${id}`, undefined, { token });
      expect(res.status).toBe(200);
      expect(res.body).toBeNull();
    }
  });

  it('search: null for an empty query; title or notes, case-insensitive, matches marked', async () => {
    for (const query of ['', undefined]) {
      const res = await rest(
        gateway,
        'GET',
        `${base}/search${query === undefined ? '' : `?query=${query}`}`,
        undefined,
        {
          token,
        },
      );
      expect(res.status).toBe(200);
      expect(res.body).toBeNull();
    }
    const res = await rest(gateway, 'GET', `${base}/search?query=GREASE`, undefined, { token });
    expect(res.body.map((task: Json) => task.title)).toContain('<mark>Grease</mark> the baler');
    const api = await rest(gateway, 'GET', `${base}/search?query=api`, undefined, { token });
    expect(api.body.map((task: Json) => task.title)).toContain('Order <mark>API</mark> 5W-30 oil for the pickup');
    const notes = await rest(gateway, 'GET', `${base}/search?query=shelf b`, undefined, { token });
    const byNotes = fixtures.tasks.filter((task: Json) => task.notes?.includes('shelf B'));
    expect(notes.body.map((task: Json) => task.id)).toEqual(byNotes.map((task: Json) => task.id));
    expect(notes.body.map((task: Json) => task.title)).toEqual(byNotes.map((task: Json) => task.title));
    const none = await rest(gateway, 'GET', `${base}/search?query=zzzz`, undefined, { token });
    expect(none.body).toEqual([]);
  });

  it('search escapes a title holding markup before marking it: the client shows it as HTML', async () => {
    const other = await freshToken(gateway, 'tasks-markup');
    const created = await rest(gateway, 'POST', `${base}/task`, { type: 'task' }, { token: other });
    const title = '<img src=x onerror=alert(1)> Quagga pump & hose';
    await rest(gateway, 'PATCH', `${base}/task`, { id: created.body.id, task: { title } }, { token: other });
    const found = await rest(gateway, 'GET', `${base}/search?query=quagga`, undefined, { token: other });
    expect(found.body.map((task: Json) => task.title)).toEqual([
      '&lt;img src=x onerror=alert(1)&gt; <mark>Quagga</mark> pump &amp; hose',
    ]);
  });

  it('tags: 6; POST places a new tag first, PATCH merges, unknown id answers null', async () => {
    const tags = (await rest(gateway, 'GET', `${base}/tags`, undefined, { token })).body;
    expect(tags.map((tag: Json) => tag.title)).toEqual(fixtures.tags.map((tag: Json) => tag.title));
    const created = await rest(gateway, 'POST', `${base}/tag`, { tag: { id: 'mine', title: 'Baler' } }, { token });
    expect(created.body).toEqual({ id: expect.any(String), title: 'Baler' });
    expect(created.body.id).not.toBe('mine');
    const after = (await rest(gateway, 'GET', `${base}/tags`, undefined, { token })).body;
    expect(after[0]).toEqual(created.body);
    const patched = await rest(
      gateway,
      'PATCH',
      `${base}/tag`,
      { id: created.body.id, tag: { title: 'Balers' } },
      { token },
    );
    expect(patched.body).toEqual({ id: created.body.id, title: 'Balers' });
    const unknown = await rest(gateway, 'PATCH', `${base}/tag`, { id: UNKNOWN, tag: { title: 'x' } }, { token });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBeNull();
  });

  it('DELETE tag strips it from every task; an unknown id deletes nothing', async () => {
    const tag = fixtures.tags.find((candidate: Json) =>
      fixtures.tasks.some((task: Json) => task.tags.includes(candidate.id)),
    );
    const res = await rest(gateway, 'DELETE', `${base}/tag?id=${tag.id}`, undefined, { token });
    expect(res.body).toBe(true);
    for (const task of await all(token)) expect(task.tags).not.toContain(tag.id);
    const before = (await rest(gateway, 'GET', `${base}/tags`, undefined, { token })).body;
    expect((await rest(gateway, 'DELETE', `${base}/tag?id=${UNKNOWN}`, undefined, { token })).body).toBe(true);
    expect((await rest(gateway, 'GET', `${base}/tags`, undefined, { token })).body).toEqual(before);
  });

  it('PATCH order {tasks}: each order is the index sent, -1 when left out; answers stored order', async () => {
    const reversed = [...fixtures.tasks].reverse().slice(0, 29);
    const res = await rest(gateway, 'PATCH', `${base}/order`, { tasks: reversed }, { token });
    expect(res.status).toBe(200);
    expect(res.body.map((task: Json) => task.id)).toEqual(fixtures.tasks.map((task: Json) => task.id));
    expect(res.body[0].order).toBe(-1);
    expect(res.body[29].order).toBe(0);
    expect(res.body[1].order).toBe(28);
    const listed = await all(token);
    expect(listed[0].id).toBe(fixtures.tasks[0].id);
    expect(listed[1].id).toBe(fixtures.tasks[29].id);
  });

  it('POST task {type}: blank, priority 1, first in the order, the others moved down one', async () => {
    const before = await all(token);
    const res = await rest(gateway, 'POST', `${base}/task`, { type: 'task' }, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: 'task',
      title: '',
      notes: null,
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      order: 0,
    });
    const after = await all(token);
    expect(after[0].id).toBe(res.body.id);
    const orderOf = new Map(after.map((task) => [task.id, task.order]));
    for (const task of before) expect(orderOf.get(task.id)).toBe(task.order + 1);
    const section = await rest(gateway, 'POST', `${base}/task`, { type: 'section' }, { token });
    expect(section.body.type).toBe('section');
  });

  it('PATCH task merges the fields sent; an unknown id answers null', async () => {
    const target = fixtures.tasks[3];
    const res = await rest(
      gateway,
      'PATCH',
      `${base}/task`,
      { id: target.id, task: { completed: true, priority: 2 } },
      { token },
    );
    expect(res.body).toMatchObject({
      id: target.id,
      title: target.title,
      notes: target.notes,
      completed: true,
      priority: 2,
    });
    const unknown = await rest(gateway, 'PATCH', `${base}/task`, { id: UNKNOWN, task: { title: 'x' } }, { token });
    expect(unknown.body).toBeNull();
  });

  it('DELETE task answers true; the others keep their order; an unknown id deletes nothing', async () => {
    const before = await all(token);
    const [victim, ...rest_] = before;
    expect((await rest(gateway, 'DELETE', `${base}/task?id=${victim.id}`, undefined, { token })).body).toBe(true);
    const after = await all(token);
    expect(after.map((task) => [task.id, task.order])).toEqual(rest_.map((task) => [task.id, task.order]));
    expect((await rest(gateway, 'DELETE', `${base}/task?id=${UNKNOWN}`, undefined, { token })).body).toBe(true);
    expect(await all(token)).toHaveLength(after.length);
  });

  it('bad input answers 400 and changes nothing', async () => {
    const before = await all(token);
    const target = before[1].id;
    const bad: ['POST' | 'PATCH', string, unknown][] = [
      ['POST', `${base}/task`, NOT_JSON],
      ['POST', `${base}/task`, { type: 'chore' }],
      ['POST', `${base}/task`, {}],
      ['PATCH', `${base}/task`, { id: target, task: { title: HUGE_TEXT } }],
      ['PATCH', `${base}/task`, { id: target, task: { priority: 3 } }],
      ['PATCH', `${base}/task`, { id: target, task: { completed: 'yes' } }],
      ['PATCH', `${base}/task`, { id: target, task: { dueDate: 'tomorrow' } }],
      ['PATCH', `${base}/task`, { id: target, task: { type: 'chore' } }],
      ['PATCH', `${base}/order`, { tasks: 'all' }],
      ['POST', `${base}/tag`, { tag: { title: '' } }],
      ['PATCH', `${base}/tag`, { id: target, tag: { title: 7 } }],
    ];
    for (const [method, path, body] of bad) {
      const res = await rest(gateway, method, path, body, { token });
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const long = await rest(gateway, 'GET', `${base}/search?query=${'a'.repeat(201)}`, undefined, { token });
    expect(long.status).toBe(400);
    expect(await all(token)).toEqual(before);
  });
});

describe('tasks: GraphQL', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'tasks-graph');
  });

  it('pages by order: first, last, one past the last; bad paging is BAD_USER_INPUT', async () => {
    const first = await gql(gateway, TasksPageQuery, { page: 0, size: 20 }, { token });
    expect(first.body.data?.tasks.items.map((task) => task.order)).toEqual([...Array(20).keys()]);
    expect(first.body.data?.tasks.pagination).toEqual({ total: 30, page: 0, size: 20, lastPage: 2 });
    expect((await gql(gateway, TasksPageQuery, { page: 1, size: 20 }, { token })).body.data?.tasks.items).toHaveLength(
      10,
    );
    expect((await gql(gateway, TasksPageQuery, { page: 2, size: 20 }, { token })).body.data?.tasks.items).toEqual([]);
    for (const variables of [{ page: -1 }, { size: 101 }] as { page?: number; size?: number }[]) {
      const res = await gql(gateway, TasksPageQuery, variables, { token });
      expect(errorCode(res.body)).toBe('BAD_USER_INPUT');
    }
  });

  it('searchTasks marks matches; null for an empty query', async () => {
    const res = await gql(gateway, SearchTasksQuery, { query: 'baler' }, { token });
    expect(res.body.data?.searchTasks?.items.map((task) => task.title)).toContain('Grease the <mark>baler</mark>');
    expect((await gql(gateway, SearchTasksQuery, { query: '' }, { token })).body.data?.searchTasks).toBeNull();
  });

  it('createTask, updateTask, reorderTasks and the tag mutations', async () => {
    const created = await gql(gateway, CreateTaskMutation, { type: 'SECTION' }, { token });
    expect(created.body.data?.createTask).toMatchObject({
      type: 'SECTION',
      title: '',
      priority: 1,
      order: 0,
      tags: [],
    });
    const id = created.body.data!.createTask.id;
    const updated = await gql(gateway, UpdateTaskMutation, { id, input: { title: 'Autumn', priority: 0 } }, { token });
    expect(updated.body.data?.updateTask).toEqual({ id, title: 'Autumn', priority: 0, completed: false, notes: null });
    const bad = await gql(gateway, UpdateTaskMutation, { id, input: { priority: 5 } }, { token });
    expect(errorCode(bad.body)).toBe('BAD_USER_INPUT');
    const unknownEnum = await gqlRaw(
      gateway,
      'mutation($t: TaskType!) { createTask(type: $t) { id } }',
      { t: 'chore' },
      { token },
    );
    expect(errorCode(unknownEnum.body)).toBe('BAD_USER_INPUT');
    const reordered = await gql(gateway, ReorderTasksMutation, { ids: [fixtures.tasks[5].id, id] }, { token });
    const orders = new Map(reordered.body.data?.reorderTasks.map((task) => [task.id, task.order]));
    expect(orders.get(fixtures.tasks[5].id)).toBe(0);
    expect(orders.get(id)).toBe(1);
    expect(orders.get(fixtures.tasks[0].id)).toBe(-1);
    const tag = fixtures.tags[0];
    const tags = await gql(gateway, TaskTagMutations, { title: 'Spares', deleteId: tag.id }, { token });
    expect(tags.body.data).toEqual({ createTaskTag: { id: expect.any(String), title: 'Spares' }, deleteTaskTag: true });
  });
});

describe('tasks: isolation', () => {
  it("account B never sees or changes account A's tasks", async () => {
    const a = await freshToken(gateway, 'tasks-a');
    const b = await freshToken(gateway, 'tasks-b');
    const created = await rest(gateway, 'POST', `${base}/task`, { type: 'task' }, { token: a });
    await rest(gateway, 'PATCH', `${base}/task`, { id: created.body.id, task: { title: 'Only mine' } }, { token: a });
    const target = fixtures.tasks[4];
    await rest(gateway, 'PATCH', `${base}/task`, { id: target.id, task: { title: 'Changed by A' } }, { token: a });
    const seenByB = await all(b);
    expect(seenByB).toHaveLength(30);
    expect(seenByB.find((task) => task.id === target.id).title).toBe(target.title);
    const patched = await rest(
      gateway,
      'PATCH',
      `${base}/task`,
      { id: created.body.id, task: { title: 'B' } },
      { token: b },
    );
    expect(patched.body).toBeNull();
    await rest(gateway, 'DELETE', `${base}/task?id=${created.body.id}`, undefined, { token: b });
    expect((await all(a)).find((task) => task.id === created.body.id).title).toBe('Only mine');
  });
});
