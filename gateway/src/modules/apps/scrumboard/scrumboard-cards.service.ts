// The scrumboard's cards (contract §4.9): created last in their list, merged one by one or in
// a batch, renumbered by card/positions. A card stays on its board: its list and its labels
// must be the board's, and a batch is refused whole when one item is wrong.
import { badInput } from '../../../lib/errors.js';
import { parseInput } from '../../../lib/validation.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import type { AccountData, DemoItem, DemoStore } from '../kit/demo-store.js';
import type { CardDoc, LabelDoc, ListDoc, ScrumboardCardModel } from './scrumboard.mappers.js';
import { byId, byPosition, nextPosition, withLabels } from './scrumboard.records.js';
import { CARD, LABEL, LIST } from './scrumboard.repository.js';
import { CardBody, CardsBody, NewCardBody, PositionsBody, type CardPatchData } from './scrumboard.schemas.js';

type Where = Pick<CardDoc, 'boardId' | 'listId'>;

/** The lists and labels a card's change is checked against, read in the write's transaction. */
async function boardParts(data: AccountData) {
  return { lists: await byId<ListDoc>(data, LIST), labels: await byId<LabelDoc>(data, LABEL) };
}
type BoardParts = Awaited<ReturnType<typeof boardParts>>;

/** Refuses a change that takes `card` off its board: another board, a list or label not its board's. */
function checkCard(card: Where, patch: CardPatchData, at: string, { lists, labels }: BoardParts): void {
  if (patch.boardId !== undefined && patch.boardId !== card.boardId)
    throw badInput(`${at}.boardId: a card stays on its board`);
  if (lists.get(patch.listId ?? card.listId)?.boardId !== card.boardId)
    throw badInput(`${at}.listId: not a list of the card's board`);
  for (const id of patch.labels ?? [])
    if (labels.get(id)?.boardId !== card.boardId)
      throw badInput(`${at}.labels: ${id} is not a label of the card's board`);
}

export class ScrumboardCards {
  constructor(private readonly store: DemoStore) {}

  /** The cards of a list, by position. */
  ofList(user: UserModel, listId: string): Promise<ScrumboardCardModel[]> {
    return this.store.read(user.id, async (data) => {
      const [cards, labels] = await Promise.all([data.list<CardDoc>(CARD), byId<LabelDoc>(data, LABEL)]);
      return byPosition(cards.filter((card) => card.listId === listId)).map((card) => withLabels(card, labels));
    });
  }

  /** PUT card {card}: a new card, by default one step after the last of its list. */
  create(user: UserModel, body: unknown): Promise<ScrumboardCardModel> {
    const { card } = parseInput(NewCardBody, body);
    return this.store.write(user.id, async (data) => {
      const parts = await boardParts(data);
      checkCard(card, card, 'card', parts);
      const cards = (await data.list<CardDoc>(CARD)).filter((other) => other.listId === card.listId);
      const doc: CardDoc = {
        boardId: card.boardId,
        listId: card.listId,
        position: card.position ?? nextPosition(cards),
        title: card.title,
        description: card.description ?? null,
        labels: card.labels ?? [],
        dueDate: card.dueDate ?? null,
      };
      return withLabels(await data.insert(CARD, doc, 'last'), parts.labels);
    });
  }

  /** PATCH card {id, card}: shallow merge (labels as ids or objects); null when unknown. */
  update(user: UserModel, body: unknown): Promise<ScrumboardCardModel | null> {
    const { id, card } = parseInput(CardBody, body);
    return this.store.write(user.id, async (data) => {
      const stored = await data.get<CardDoc>(CARD, id);
      if (!stored) return null;
      const parts = await boardParts(data);
      checkCard(stored, card, 'card', parts);
      return withLabels((await data.merge<CardDoc>(CARD, id, card))!, parts.labels);
    });
  }

  /** PATCH cards {cards}: each merged by id, all or none; answers them merged, in the order sent. */
  updateMany(user: UserModel, body: unknown): Promise<ScrumboardCardModel[]> {
    const { cards } = parseInput(CardsBody, body);
    return this.store.write(user.id, async (data) => {
      const stored = await byId<CardDoc>(data, CARD);
      const parts = await boardParts(data);
      cards.forEach(({ id, ...patch }, index) => {
        const card = stored.get(id);
        if (!card) throw badInput(`cards.${index}.id: no such card`);
        checkCard(card, patch, `cards.${index}`, parts);
      });
      const merged: DemoItem<CardDoc>[] = [];
      for (const { id, ...patch } of cards) merged.push((await data.merge<CardDoc>(CARD, id, patch))!);
      return merged.map((card) => withLabels(card, parts.labels));
    });
  }

  /** DELETE card ?id: true when it was there. */
  remove(user: UserModel, id: unknown): Promise<boolean> {
    return this.store.write(user.id, async (data) => Boolean(await data.remove(CARD, id)));
  }

  /**
   * PATCH card/positions {cards: [{id, listId, boardId}]}: every card's position becomes its
   * index in the list sent, -1 when it is not in it (contract); answers every card, stored
   * order. An item naming no card, or not the card's list and board, is refused.
   */
  setPositions(user: UserModel, body: unknown): Promise<ScrumboardCardModel[]> {
    const { cards } = parseInput(PositionsBody, body);
    return this.store.write(user.id, async (data) => {
      const stored = await byId<CardDoc>(data, CARD);
      cards.forEach(({ id, listId, boardId }, index) => {
        const card = stored.get(id);
        if (!card) throw badInput(`cards.${index}.id: no such card`);
        if (card.listId !== listId || card.boardId !== boardId)
          throw badInput(`cards.${index}: not the card's list and board`);
      });
      await data.renumber(
        CARD,
        'position',
        cards.map((card) => card.id),
      );
      const labels = await byId<LabelDoc>(data, LABEL);
      return (await data.list<CardDoc>(CARD)).map((card) => withLabels(card, labels));
    });
  }
}
