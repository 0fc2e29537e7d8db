// The scrumboard demo app (spec §7 Scrumboard, contract §4.9) through REST: boards with member
// objects, a board's lists and cards by position with label objects, positions 65536 apart,
// all-or-nothing batches, label deletion stripping cards, each account's own copy. GraphQL:
// apps-scrumboard-graphql.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSignedInOnly, freshToken, HUGE_TEXT, listed, NOT_JSON, UNKNOWN_ID } from './support/apps.js';
import { rest, startTestGateway, type Json, type TestGateway } from './support/gateway.js';
import { cardsIn, fx, harvest, labelId, STEP, weekly } from './support/scrumboard.js';

const base = '/api/apps/scrumboard';
const [todo, doing, review, done] = fx.lists;

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = async (token: string, method: Method, path: string, body?: unknown) => {
  const res = await rest(gateway, method, `${base}${path}`, body, { token });
  expect(res.status, `${method} ${path}`).toBe(200);
  return res.body;
};
const board = (token: string, id = harvest.id) => call(token, 'GET', `/board?id=${id}`);
const allCards = (detail: Json): Json[] => detail.lists.flatMap((list: Json) => list.cards);

describe('scrumboard: REST', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'scrum-rest');
  });

  it('every path needs a token', async () => {
    await expectSignedInOnly(gateway, [
      ['GET', `${base}/boards`],
      ['GET', `${base}/board?id=${harvest.id}`],
      ['POST', `${base}/board/list`],
      ['PATCH', `${base}/board/list`],
      ['DELETE', `${base}/board/list?id=${todo.id}`],
      ['PATCH', `${base}/board/lists`],
      ['PUT', `${base}/board/card`],
      ['PATCH', `${base}/board/card`],
      ['DELETE', `${base}/board/card?id=${UNKNOWN_ID}`],
      ['PATCH', `${base}/board/cards`],
      ['PATCH', `${base}/board/card/positions`],
      ['GET', `${base}/board/labels?boardId=${harvest.id}`],
      ['PUT', `${base}/board/label`],
      ['POST', `${base}/board/label`],
      ['PATCH', `${base}/board/label`],
      ['DELETE', `${base}/board/label?id=${UNKNOWN_ID}`],
    ]);
  });

  it('GET boards: 3 boards, members as objects (3/8/1 of the 20)', async () => {
    const boards = await listed(gateway, `${base}/boards`, token);
    expect(boards.map((b) => b.title)).toEqual(['Harvest readiness', 'Weekly planning', 'My workshop jobs']);
    expect(boards.map((b) => b.members.length)).toEqual([3, 8, 1]);
    const member = fx.members.find((m: Json) => m.id === harvest.members[0]);
    expect(boards[0].members[0]).toEqual(member);
    expect(fx.members).toHaveLength(20);
  });

  it('GET board: 4 lists and 12 cards (4/2/1/5) by position, labels as objects, members as ids', async () => {
    const detail = await board(token);
    expect(detail).toMatchObject({ id: harvest.id, title: 'Harvest readiness', members: harvest.members });
    expect(detail.lists.map((l: Json) => [l.title, l.position])).toEqual([
      ['To do', STEP],
      ['In progress', 2 * STEP],
      ['In review', 3 * STEP],
      ['Completed', 4 * STEP],
    ]);
    expect(detail.lists.map((l: Json) => l.cards.length)).toEqual([4, 2, 1, 5]);
    expect(detail.labels.map((l: Json) => l.title)).toEqual(fx.labels.map((l: Json) => l.title));
    const grease = detail.lists[0].cards[0];
    expect(grease).toMatchObject({ title: 'Grease the baler', listId: todo.id, position: STEP });
    expect(grease.labels).toEqual([{ id: labelId('Service'), boardId: harvest.id, title: 'Service' }]);
    expect((await board(token, weekly.id)).lists).toEqual([]);
    for (const id of [UNKNOWN_ID, 'nope', '']) expect(await board(token, id)).toBeNull();
  });

  it('lists: POST goes 65536 after the last, PATCH merges, PATCH lists reorders (sorted by position)', async () => {
    const created = await call(token, 'POST', '/board/list', { list: { boardId: harvest.id, title: 'Spares' } });
    expect(created).toEqual({
      id: expect.any(String),
      boardId: harvest.id,
      title: 'Spares',
      position: 5 * STEP,
      cards: [],
    });
    const first = await call(token, 'POST', '/board/list', { list: { boardId: weekly.id, title: 'Mon' } });
    expect(first.position).toBe(STEP);
    const renamed = await call(token, 'PATCH', '/board/list', { list: { id: created.id, title: 'Spare parts' } });
    expect(renamed).toMatchObject({ id: created.id, title: 'Spare parts', position: 5 * STEP });
    expect(await call(token, 'PATCH', '/board/list', { list: { id: UNKNOWN_ID, title: 'x' } })).toBeNull();
    const moved = await call(token, 'PATCH', '/board/lists', {
      lists: [
        { id: created.id, position: STEP / 2 },
        { id: done.id, position: 2.5 * STEP, cards: ['ignored'] },
      ],
    });
    expect(moved.map((l: Json) => [l.title, l.position])).toEqual([
      ['Spare parts', STEP / 2],
      ['Completed', 2.5 * STEP],
    ]);
    const order = (await board(token)).lists.map((l: Json) => l.title);
    expect(order).toEqual(['Spare parts', 'To do', 'In progress', 'Completed', 'In review']);
  });

  it('cards: PUT goes 65536 after the last of its list, PATCH merges labels given as objects', async () => {
    const put = await call(token, 'PUT', '/board/card', {
      card: { boardId: harvest.id, listId: todo.id, title: 'Check the knotter', labels: [labelId('Repair')] },
    });
    expect(put).toMatchObject({ listId: todo.id, position: 5 * STEP, description: null, dueDate: null });
    expect(put.labels.map((l: Json) => l.title)).toEqual(['Repair']);
    const [grease] = cardsIn(todo);
    const patched = await call(token, 'PATCH', '/board/card', {
      id: grease.id,
      card: { listId: review.id, position: 0.5, labels: [{ id: labelId('Parts'), title: 'Parts' }] },
    });
    expect(patched).toMatchObject({ id: grease.id, title: grease.title, listId: review.id, position: 0.5 });
    expect(patched.labels.map((l: Json) => l.title)).toEqual(['Parts']);
    const reviewCards = (await board(token)).lists.find((l: Json) => l.id === review.id).cards;
    expect(reviewCards.map((c: Json) => c.id)).toEqual([grease.id, cardsIn(review)[0].id]);
    expect(await call(token, 'PATCH', '/board/card', { id: UNKNOWN_ID, card: { title: 'x' } })).toBeNull();
  });

  it('PATCH cards: each merged, answered in the order sent; card/positions renumbers (-1 when left out)', async () => {
    const [a, b] = cardsIn(done);
    const res = await call(token, 'PATCH', '/board/cards', {
      cards: [
        { id: b.id, position: 1 },
        { id: a.id, position: 2, title: 'Radiator screens', labels: [] },
      ],
    });
    expect(res.map((c: Json) => [c.id, c.position, c.labels])).toEqual([
      [b.id, 1, b.labels.map(() => expect.any(Object))],
      [a.id, 2, []],
    ]);
    const cards = cardsIn(doing);
    const placed = await call(token, 'PATCH', '/board/card/positions', {
      cards: [...cards].reverse().map(({ id, listId, boardId }: Json) => ({ id, listId, boardId })),
    });
    const position = new Map(placed.map((c: Json) => [c.id, c.position]));
    expect([position.get(cards[1].id), position.get(cards[0].id), position.get(a.id)]).toEqual([0, 1, -1]);
  });

  it('DELETE list deletes its cards; DELETE card; unknown ids delete nothing', async () => {
    const [gone] = cardsIn(doing);
    expect(await call(token, 'DELETE', `/board/list?id=${doing.id}`)).toBe(true);
    const detail = await board(token);
    expect(detail.lists.map((l: Json) => l.id)).not.toContain(doing.id);
    expect(allCards(detail).map((c) => c.id)).not.toContain(gone.id);
    expect(await call(token, 'PATCH', '/board/card', { id: gone.id, card: { title: 'x' } })).toBeNull();
    const victim = allCards(detail)[0];
    expect(await call(token, 'DELETE', `/board/card?id=${victim.id}`)).toBe(true);
    const count = allCards(await board(token)).length;
    expect(count).toBe(allCards(detail).length - 1);
    for (const path of ['/board/card', '/board/list', '/board/label'])
      expect(await call(token, 'DELETE', `${path}?id=${UNKNOWN_ID}`)).toBe(true);
    expect(allCards(await board(token))).toHaveLength(count);
  });

  it('labels: GET by board, PUT/POST first, PATCH merges, DELETE strips it from every card', async () => {
    expect(await call(token, 'GET', `/board/labels?boardId=${harvest.id}`)).toHaveLength(5);
    expect(await call(token, 'GET', `/board/labels?boardId=${UNKNOWN_ID}`)).toEqual([]);
    const put = await call(token, 'PUT', '/board/label', { label: { boardId: harvest.id, title: 'Urgent' } });
    const post = await call(token, 'POST', '/board/label', { label: { boardId: weekly.id, title: 'Tyres' } });
    expect(post).toEqual({ id: expect.any(String), boardId: weekly.id, title: 'Tyres' });
    const labels = await call(token, 'GET', `/board/labels?boardId=${harvest.id}`);
    expect(labels[0]).toEqual(put);
    expect(await call(token, 'PATCH', '/board/label', { id: put.id, label: { title: 'Urgent!' } })).toEqual({
      ...put,
      title: 'Urgent!',
    });
    expect(await call(token, 'PATCH', '/board/label', { id: UNKNOWN_ID, label: { title: 'x' } })).toBeNull();
    const inspection = labelId('Inspection');
    expect(allCards(await board(token)).some((c) => c.labels.some((l: Json) => l.id === inspection))).toBe(true);
    expect(await call(token, 'DELETE', `/board/label?id=${inspection}`)).toBe(true);
    const detail = await board(token);
    expect(detail.labels.map((l: Json) => l.id)).not.toContain(inspection);
    for (const card of allCards(detail)) expect(card.labels.map((l: Json) => l.id)).not.toContain(inspection);
  });
});

describe('scrumboard: bad input', () => {
  it('answers 400 and changes nothing (batches are all or nothing)', async () => {
    const token = await freshToken(gateway, 'scrum-bad');
    const other = await call(token, 'POST', '/board/list', { list: { boardId: weekly.id, title: 'Elsewhere' } });
    const otherLabel = await call(token, 'PUT', '/board/label', { label: { boardId: weekly.id, title: 'Other' } });
    const before = [await board(token), await board(token, weekly.id)];
    const [card, card2] = cardsIn(todo);
    const many = Array.from({ length: 201 }, () => ({ id: card.id, position: 1 }));
    const bad: [Method, string, unknown][] = [
      ['POST', '/board/list', NOT_JSON],
      ['POST', '/board/list', { list: { boardId: UNKNOWN_ID, title: 'x' } }],
      ['POST', '/board/list', { list: { boardId: harvest.id, title: '' } }],
      ['POST', '/board/list', { list: { boardId: harvest.id, title: HUGE_TEXT } }],
      ['POST', '/board/list', `{"list":{"boardId":"${harvest.id}","title":"x","position":1e999}}`],
      ['PATCH', '/board/list', { list: { id: todo.id, position: -2 } }],
      ['PATCH', '/board/list', { list: { id: todo.id, position: 2 ** 49 } }],
      ['PATCH', '/board/list', { list: { id: todo.id, position: '1' } }],
      ['PATCH', '/board/list', { list: { id: todo.id, boardId: weekly.id } }],
      [
        'PATCH',
        '/board/lists',
        {
          lists: [
            { id: todo.id, position: 9 },
            { id: UNKNOWN_ID, position: 1 },
          ],
        },
      ],
      [
        'PATCH',
        '/board/lists',
        {
          lists: [
            { id: review.id, title: 'ok' },
            { id: todo.id, title: 7 },
          ],
        },
      ],
      ['PATCH', '/board/lists', { lists: many }],
      ['PUT', '/board/card', { card: { boardId: harvest.id, listId: other.id, title: 'x' } }],
      ['PUT', '/board/card', { card: { boardId: harvest.id, listId: todo.id, title: 'x', labels: [otherLabel.id] } }],
      ['PUT', '/board/card', { card: { boardId: harvest.id, listId: todo.id } }],
      ['PATCH', '/board/card', { id: card.id, card: { listId: other.id } }],
      ['PATCH', '/board/card', { id: card.id, card: { boardId: weekly.id, listId: other.id } }],
      ['PATCH', '/board/card', { id: card.id, card: { dueDate: 'tomorrow' } }],
      ['PATCH', '/board/card', { id: card.id, card: { labels: [UNKNOWN_ID] } }],
      [
        'PATCH',
        '/board/cards',
        {
          cards: [
            { id: card.id, position: 7 },
            { id: card2.id, listId: other.id },
          ],
        },
      ],
      [
        'PATCH',
        '/board/cards',
        {
          cards: [
            { id: card.id, title: 'x' },
            { id: UNKNOWN_ID, title: 'y' },
          ],
        },
      ],
      ['PATCH', '/board/cards', { cards: many }],
      ['PATCH', '/board/cards', { cards: 'all' }],
      ['PATCH', '/board/card/positions', { cards: [{ id: card.id, listId: done.id, boardId: harvest.id }] }],
      ['PATCH', '/board/card/positions', { cards: [{ id: UNKNOWN_ID, listId: todo.id, boardId: harvest.id }] }],
      ['PATCH', '/board/card/positions', { cards: [{ id: card.id }] }],
      ['PUT', '/board/label', { label: { boardId: UNKNOWN_ID, title: 'x' } }],
      ['PATCH', '/board/label', { id: labelId('Repair'), label: { boardId: weekly.id } }],
    ];
    for (const [method, path, body] of bad) {
      const res = await rest(gateway, method, `${base}${path}`, body, { token });
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 90)}`).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await rest(gateway, 'GET', `${base}/board/labels`, undefined, { token })).status).toBe(400);
    expect([await board(token), await board(token, weekly.id)]).toEqual(before);
  });
});

describe('scrumboard: isolation', () => {
  it("account B never sees or changes account A's boards", async () => {
    const a = await freshToken(gateway, 'scrum-a');
    const b = await freshToken(gateway, 'scrum-b');
    const mine = await call(a, 'POST', '/board/list', { list: { boardId: harvest.id, title: 'Only mine' } });
    const [card] = cardsIn(todo);
    await call(a, 'PATCH', '/board/card', { id: card.id, card: { title: 'Changed by A' } });
    const seen = await board(b);
    expect(seen.lists).toHaveLength(4);
    expect(allCards(seen).find((c) => c.id === card.id).title).toBe(card.title);
    expect(await call(b, 'PATCH', '/board/list', { list: { id: mine.id, title: 'B' } })).toBeNull();
    const batch = await rest(
      gateway,
      'PATCH',
      `${base}/board/lists`,
      { lists: [{ id: mine.id, title: 'B' }] },
      { token: b },
    );
    expect(batch.status).toBe(400);
    await call(b, 'DELETE', `/board/list?id=${mine.id}`);
    expect((await board(a)).lists.find((l: Json) => l.id === mine.id).title).toBe('Only mine');
  });
});
