// The scrumboard demo app (spec §7 Scrumboard, contract §4.9) through GraphQL: paged boards,
// a board with its lists, cards and labels, every write as a mutation, bad input refused
// without a change. REST: apps-scrumboard.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshToken, HUGE_TEXT, UNKNOWN_ID } from './support/apps.js';
import { errorCode, gql, startTestGateway, type Json, type TestGateway } from './support/gateway.js';
import * as ops from './support/scrumboard.js';
import { cardsIn, fx, harvest, labelId, STEP, weekly } from './support/scrumboard.js';

const [todo, , review, done] = fx.lists;

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

describe('scrumboard: GraphQL', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'scrum-graph');
  });
  const detail = async (id = harvest.id) =>
    (await gql(gateway, ops.ScrumboardQuery, { id }, { token })).body.data?.scrumboard;

  it('scrumboards pages: first, last, one past the last; bad paging and no token are refused', async () => {
    const first = (await gql(gateway, ops.ScrumboardsQuery, { page: 0, size: 2 }, { token })).body.data?.scrumboards;
    expect(first?.pagination).toEqual({ total: 3, page: 0, size: 2, lastPage: 2 });
    expect(first?.items.map((b) => b.members.length)).toEqual([3, 8]);
    expect(first?.items[0].lists.map((l) => l.title)).toEqual(['To do', 'In progress', 'In review', 'Completed']);
    const last = (await gql(gateway, ops.ScrumboardsQuery, { page: 1, size: 2 }, { token })).body.data?.scrumboards;
    expect(last?.items.map((b) => b.title)).toEqual(['My workshop jobs']);
    const past = await gql(gateway, ops.ScrumboardsQuery, { page: 2, size: 2 }, { token });
    expect(past.body.data?.scrumboards.items).toEqual([]);
    for (const variables of [{ page: -1 }, { size: 101 }] as { page?: number; size?: number }[])
      expect(errorCode((await gql(gateway, ops.ScrumboardsQuery, variables, { token })).body)).toBe('BAD_USER_INPUT');
    expect(errorCode((await gql(gateway, ops.ScrumboardsQuery, {})).body)).toBe('UNAUTHENTICATED');
  });

  it('scrumboard(id): lists and cards by position with labels; null when unknown; scrumboardLabels', async () => {
    const board = await detail();
    expect(board?.members).toHaveLength(3);
    expect(board?.lists.map((l) => l.cards.length)).toEqual([4, 2, 1, 5]);
    expect(board?.lists[3].cards.map((c) => c.position)).toEqual([1, 2, 3, 4, 5].map((n) => n * STEP));
    expect(board?.lists[0].cards[0].labels.map((l) => l.title)).toEqual(['Service']);
    expect(board?.labels).toHaveLength(5);
    expect(await detail(UNKNOWN_ID)).toBeNull();
    const labels = await gql(gateway, ops.ScrumboardLabelsQuery, { boardId: harvest.id }, { token });
    expect(labels.body.data?.scrumboardLabels.map((l) => l.title)).toEqual(fx.labels.map((l: Json) => l.title));
    const none = await gql(gateway, ops.ScrumboardLabelsQuery, { boardId: weekly.id }, { token });
    expect(none.body.data?.scrumboardLabels).toEqual([]);
  });

  it('list mutations: created last + 65536, batch, merge (cards loaded), delete', async () => {
    const res = await gql(
      gateway,
      ops.ScrumboardListMutations,
      { input: { boardId: harvest.id, title: 'Spares' }, lists: [{ id: todo.id, position: 9 * STEP, title: 'Later' }] },
      { token },
    );
    expect(res.body.data?.createScrumboardList).toEqual({ id: expect.any(String), position: 5 * STEP, cards: [] });
    expect(res.body.data?.updateScrumboardLists).toEqual([{ id: todo.id, title: 'Later', position: 9 * STEP }]);
    expect((await detail())?.lists.at(-1)?.title).toBe('Later');
    const edits = await gql(
      gateway,
      ops.ScrumboardListEdits,
      { id: todo.id, input: { title: 'To do' }, deleteId: res.body.data!.createScrumboardList.id },
      { token },
    );
    expect(edits.body.data?.updateScrumboardList?.cards).toHaveLength(4);
    expect(edits.body.data?.deleteScrumboardList).toBe(true);
    const again = await gql(
      gateway,
      ops.ScrumboardListEdits,
      { id: UNKNOWN_ID, input: {}, deleteId: UNKNOWN_ID },
      { token },
    );
    expect(again.body.data).toEqual({ updateScrumboardList: null, deleteScrumboardList: false });
  });

  it('card mutations: create last + 65536, move within the board, batches; another board is refused', async () => {
    const [grease] = cardsIn(todo);
    const vars = {
      input: { boardId: harvest.id, listId: review.id, title: 'Weigh a load', labels: [labelId('Inspection')] },
      id: grease.id,
      patch: { listId: done.id, position: 0 },
    };
    const res = await gql(gateway, ops.ScrumboardCardMutations, vars, { token });
    expect(res.body.data?.createScrumboardCard).toMatchObject({ position: 2 * STEP, description: null, dueDate: null });
    expect(res.body.data?.createScrumboardCard.labels.map((l) => l.title)).toEqual(['Inspection']);
    expect(res.body.data?.updateScrumboardCard).toMatchObject({ listId: done.id, position: 0, title: grease.title });
    expect((await detail())?.lists.find((l) => l.id === done.id)?.cards[0].id).toBe(grease.id);
    const before = await detail();
    const other = await gql(
      gateway,
      ops.ScrumboardListMutations,
      { input: { boardId: weekly.id, title: 'Mon' }, lists: [] },
      { token },
    );
    const otherList = other.body.data!.createScrumboardList.id;
    const moved = await gql(
      gateway,
      ops.ScrumboardUpdateCard,
      { id: grease.id, patch: { listId: otherList } },
      { token },
    );
    expect(errorCode(moved.body)).toBe('BAD_USER_INPUT');
    const cards = [{ id: grease.id, position: 1 }, { id: UNKNOWN_ID }];
    expect(errorCode((await gql(gateway, ops.ScrumboardUpdateCards, { cards }, { token })).body)).toBe(
      'BAD_USER_INPUT',
    );
    expect(await detail()).toEqual(before);
    const places = cardsIn(done).map(({ id, listId, boardId }: Json) => ({ id, listId, boardId }));
    const batch = await gql(
      gateway,
      ops.ScrumboardCardBatches,
      { cards: [{ id: grease.id, position: 3 }], places },
      { token },
    );
    expect(batch.body.data?.updateScrumboardCards).toEqual([{ id: grease.id, position: 3 }]);
    const positions = new Map(batch.body.data?.updateScrumboardCardPositions.map((c) => [c.id, c.position]));
    expect([positions.get(places[0].id), positions.get(places[4].id), positions.get(grease.id)]).toEqual([0, 4, -1]);
  });

  it('label mutations: create first, rename, delete strips it from every card', async () => {
    const created = await gql(
      gateway,
      ops.ScrumboardLabelMutations,
      { boardId: harvest.id, title: 'Urgent' },
      { token },
    );
    const label = created.body.data!.createScrumboardLabel;
    expect(label).toEqual({ id: expect.any(String), boardId: harvest.id, title: 'Urgent' });
    const renamed = await gql(gateway, ops.ScrumboardRenameLabel, { id: label.id, title: 'Now' }, { token });
    expect(renamed.body.data?.updateScrumboardLabel).toEqual({ id: label.id, title: 'Now' });
    const bad = await gql(
      gateway,
      ops.ScrumboardRenameLabel,
      { id: label.id, title: HUGE_TEXT.slice(0, 201) },
      { token },
    );
    expect(errorCode(bad.body)).toBe('BAD_USER_INPUT');
    const repair = labelId('Repair');
    const [card] = cardsIn(done);
    const res = await gql(gateway, ops.ScrumboardDeletes, { cardId: card.id, labelId: repair }, { token });
    expect(res.body.data).toEqual({ deleteScrumboardCard: true, deleteScrumboardLabel: true });
    const board = await detail();
    expect(board?.labels.map((l) => l.title)).toEqual(['Now', 'Inspection', 'Parts', 'Service', 'Breakdown']);
    const cards = board!.lists.flatMap((l) => l.cards);
    expect(cards).toHaveLength(12);
    for (const c of cards) expect(c.labels.map((l) => l.id)).not.toContain(repair);
  });

  it("another account sees its own untouched board, never this account's changes", async () => {
    const other = await freshToken(gateway, 'scrum-graph-b');
    const res = await gql(gateway, ops.ScrumboardQuery, { id: harvest.id }, { token: other });
    const board = res.body.data?.scrumboard;
    expect(board?.lists.map((l) => l.title)).toEqual(['To do', 'In progress', 'In review', 'Completed']);
    expect(board?.lists.map((l) => l.cards.length)).toEqual([4, 2, 1, 5]);
    expect(board?.labels).toHaveLength(5);
    const mine = (await detail())?.labels.map((l) => l.title);
    expect(mine).toContain('Now');
  });
});
