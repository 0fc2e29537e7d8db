// The scrumboard app (spec §7 Scrumboard, contract §4.9), one account's copy each: boards
// (read-only), their lists and labels here, their cards in scrumboard-cards.service.ts. Lists
// and cards are sorted by position; a list or label stays on its board.
import type { Db } from '../../../db/client.js';
import { badInput } from '../../../lib/errors.js';
import { parseInput } from '../../../lib/validation.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { pageOf, type DemoPage } from '../kit/demo-input.js';
import type { AccountData, DemoItem } from '../kit/demo-store.js';
import { ScrumboardCards } from './scrumboard-cards.service.js';
import type {
  BoardDoc,
  CardDoc,
  LabelDoc,
  ListDoc,
  ScrumboardLabelModel,
  ScrumboardListModel,
  ScrumboardMemberModel,
  ScrumboardModel,
} from './scrumboard.mappers.js';
import { byId, byPosition, nextPosition, withLabels } from './scrumboard.records.js';
import { BOARD, CARD, LABEL, LIST, scrumboardMembers, scrumboardStore } from './scrumboard.repository.js';
import { BoardIdQuery, LabelBody, ListBody, ListsBody, NewLabelBody, NewListBody } from './scrumboard.schemas.js';

type PageArgs = { page?: number | null; size?: number | null };

/** Refuses a board id that names none of the account's boards. */
async function requireBoard(data: AccountData, boardId: string, at: string): Promise<void> {
  if (!(await data.get<BoardDoc>(BOARD, boardId))) throw badInput(`${at}.boardId: no such board`);
}

/** Refuses moving a list or label to another board. */
function sameBoard(stored: { boardId: string }, boardId: string | undefined, at: string): void {
  if (boardId !== undefined && boardId !== stored.boardId) throw badInput(`${at}.boardId: it stays on its board`);
}

export class ScrumboardAppService {
  private readonly store;
  /** The account's cards. */
  readonly cards;

  constructor(db: Db) {
    this.store = scrumboardStore(db);
    this.cards = new ScrumboardCards(this.store);
  }

  /** A shared member, or undefined. */
  member(id: string): ScrumboardMemberModel | undefined {
    return scrumboardMembers().get(id);
  }

  /** GET boards: every board in stored order, its members as objects. */
  boards(user: UserModel): Promise<ScrumboardModel[]> {
    return this.store.read(user.id, async (data) =>
      (await data.list<BoardDoc>(BOARD)).map((board) => ({
        ...board,
        members: board.members.flatMap((id) => this.member(id) ?? []),
      })),
    );
  }

  async boardsPage(user: UserModel, args: PageArgs): Promise<DemoPage<ScrumboardModel>> {
    return pageOf(await this.boards(user), args);
  }

  /**
   * GET board?id: the board (members as ids) with its lists by position, each with its cards
   * by position (labels as objects), and its labels; null when unknown.
   */
  board(user: UserModel, id: unknown): Promise<ScrumboardModel | null> {
    return this.store.read(user.id, async (data) => {
      const board = await data.get<BoardDoc>(BOARD, id);
      if (!board) return null;
      const ofBoard = <T extends { boardId: string }>(items: DemoItem<T>[]) =>
        items.filter((item) => item.boardId === board.id);
      const [lists, cards, labels] = await Promise.all([
        data.list<ListDoc>(LIST).then(ofBoard),
        data.list<CardDoc>(CARD).then(ofBoard),
        data.list<LabelDoc>(LABEL).then(ofBoard),
      ]);
      const labelsById = new Map(labels.map((label) => [label.id, label]));
      const cardsOf = (listId: string) =>
        byPosition(cards.filter((card) => card.listId === listId)).map((card) => withLabels(card, labelsById));
      return { ...board, lists: byPosition(lists).map((list) => ({ ...list, cards: cardsOf(list.id) })), labels };
    });
  }

  /** GET board/labels?boardId: the board's labels (none for an unknown board). */
  labels(user: UserModel, boardId: unknown): Promise<ScrumboardLabelModel[]> {
    const id = parseInput(BoardIdQuery, boardId);
    return this.store.read(user.id, async (data) =>
      (await data.list<LabelDoc>(LABEL)).filter((label) => label.boardId === id),
    );
  }

  /** POST list {list}: a new list on a board, by default one step after its last list. */
  createList(user: UserModel, body: unknown): Promise<ScrumboardListModel> {
    const { list } = parseInput(NewListBody, body);
    return this.store.write(user.id, async (data) => {
      await requireBoard(data, list.boardId, 'list');
      const lists = (await data.list<ListDoc>(LIST)).filter((other) => other.boardId === list.boardId);
      const doc: ListDoc = { boardId: list.boardId, position: list.position ?? nextPosition(lists), title: list.title };
      return { ...(await data.insert(LIST, doc, 'last')), cards: [] };
    });
  }

  /** PATCH list {list: {id, …}}: shallow merge; null when unknown. */
  updateList(user: UserModel, body: unknown): Promise<ScrumboardListModel | null> {
    const { list } = parseInput(ListBody, body);
    return this.store.write(user.id, async (data) => {
      const { id, ...patch } = list;
      const stored = await data.get<ListDoc>(LIST, id);
      if (!stored) return null;
      sameBoard(stored, patch.boardId, 'list');
      return data.merge<ListDoc>(LIST, id, patch);
    });
  }

  /** PATCH lists {lists}: each merged by id, all or none; answers them merged, in the order sent. */
  updateLists(user: UserModel, body: unknown): Promise<ScrumboardListModel[]> {
    const { lists } = parseInput(ListsBody, body);
    return this.store.write(user.id, async (data) => {
      const stored = await byId<ListDoc>(data, LIST);
      lists.forEach(({ id, boardId }, index) => {
        const list = stored.get(id);
        if (!list) throw badInput(`lists.${index}.id: no such list`);
        sameBoard(list, boardId, `lists.${index}`);
      });
      const merged: ScrumboardListModel[] = [];
      for (const { id, ...patch } of lists) merged.push((await data.merge<ListDoc>(LIST, id, patch))!);
      return merged;
    });
  }

  /** DELETE list ?id: the list and its cards; true when it was there. */
  removeList(user: UserModel, id: unknown): Promise<boolean> {
    return this.store.write(user.id, async (data) => {
      const removed = await data.remove<ListDoc>(LIST, id);
      if (removed) await data.removeWhere(CARD, 'listId', removed.id);
      return Boolean(removed);
    });
  }

  /** PUT (or POST) label {label}: a new label, first of its board's. */
  createLabel(user: UserModel, body: unknown): Promise<ScrumboardLabelModel> {
    const { label } = parseInput(NewLabelBody, body);
    return this.store.write(user.id, async (data) => {
      await requireBoard(data, label.boardId, 'label');
      return data.insert(LABEL, label, 'first');
    });
  }

  /** PATCH label {id, label}: shallow merge; null when unknown. */
  updateLabel(user: UserModel, body: unknown): Promise<ScrumboardLabelModel | null> {
    const { id, label } = parseInput(LabelBody, body);
    return this.store.write(user.id, async (data) => {
      const stored = await data.get<LabelDoc>(LABEL, id);
      if (!stored) return null;
      sameBoard(stored, label.boardId, 'label');
      return data.merge<LabelDoc>(LABEL, id, label);
    });
  }

  /** DELETE label ?id: the label, taken off every card; true when it was there. */
  removeLabel(user: UserModel, id: unknown): Promise<boolean> {
    return this.store.write(user.id, async (data) => {
      const removed = await data.remove(LABEL, id);
      if (removed) await data.strip(CARD, 'labels', removed.id);
      return Boolean(removed);
    });
  }
}
