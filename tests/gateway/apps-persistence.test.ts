// The demo apps' data is in the database, not in the gateway: an account's changes (and its
// deletions of seeded records, which must not come back by a second seeding) survive a restart,
// on PGlite and, with DATABASE_URL, on the PostgreSQL server.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appFixtures, freshToken, listed } from './support/apps.js';
import { rest, startTestGateway, type TestGateway } from './support/gateway.js';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

it("an account's notes, tasks and contacts survive a restart, and are not seeded again", async () => {
  const token = await freshToken(gateway, 'persist');
  const notes = appFixtures('notes').notes;
  const tasks = appFixtures('tasks').tasks;
  const note = await rest(gateway, 'POST', '/api/apps/notes', { note: { title: 'Kept' } }, { token });
  await rest(gateway, 'DELETE', `/api/apps/notes?id=${notes[0].id}`, undefined, { token });
  await rest(gateway, 'PATCH', '/api/apps/tasks/task', { id: tasks[2].id, task: { completed: true } }, { token });
  const contact = await rest(gateway, 'POST', '/api/apps/contacts/contact', {}, { token });

  gateway = await gateway.restart();

  const afterNotes = await listed(gateway, '/api/apps/notes/all', token);
  expect(afterNotes.map((item) => item.id)).toContain(note.body.id);
  expect(afterNotes.map((item) => item.id)).not.toContain(notes[0].id);
  expect(afterNotes).toHaveLength(15);
  const task = await rest(gateway, 'GET', `/api/apps/tasks/task?id=${tasks[2].id}`, undefined, { token });
  expect(task.body.completed).toBe(true);
  const contacts = await listed(gateway, '/api/apps/contacts/all', token);
  expect(contacts).toHaveLength(81);
  expect(contacts.map((item) => item.id)).toContain(contact.body.id);
});

it("an account's course progress, mails, boards, chats and products survive a restart", async () => {
  const token = await freshToken(gateway, 'persist-more');
  const course = appFixtures('academy').courses[0];
  const mail = appFixtures('mailbox').mails[0];
  const board = appFixtures('scrumboard').boards[0];
  const chat = appFixtures('chat').chats[0];
  const product = appFixtures('ecommerce').products[0];
  const writes = [
    ['PATCH', '/api/apps/academy/courses/course', { id: course.id, progress: { currentStep: 3 } }],
    ['PATCH', '/api/apps/mailbox/mail', { id: mail.id, mail: { starred: !mail.starred } }],
    ['POST', '/api/apps/scrumboard/board/list', { list: { boardId: board.id, title: 'Kept list' } }],
    ['POST', '/api/apps/chat/message', { chatId: chat.id, value: 'Kept message' }],
    ['PATCH', '/api/apps/ecommerce/inventory/product', { id: product.id, product: { name: 'Kept watch' } }],
  ] as const;
  for (const [method, path, body] of writes)
    expect((await rest(gateway, method, path, body, { token })).status, path).toBe(200);

  gateway = await gateway.restart();

  const read = async (path: string) => (await rest(gateway, 'GET', path, undefined, { token })).body;
  expect((await read(`/api/apps/academy/courses/course?id=${course.id}`)).progress.currentStep).toBe(3);
  expect((await read(`/api/apps/mailbox/mail?id=${mail.id}`)).starred).toBe(!mail.starred);
  const lists = (await read(`/api/apps/scrumboard/board?id=${board.id}`)).lists;
  expect(lists.map((list: { title: string }) => list.title)).toContain('Kept list');
  const messages = (await read(`/api/apps/chat/chat?id=${chat.id}`)).messages;
  expect(messages.map((message: { value: string }) => message.value)).toContain('Kept message');
  expect((await read(`/api/apps/ecommerce/inventory/product?id=${product.id}`)).name).toBe('Kept watch');
});
