// What the scrumboard's services share: records by id, the position order, where a new list or
// card goes, and a card's labels as objects.
import { badInput } from '../../../lib/errors.js';
import type { AccountData, DemoItem } from '../kit/demo-store.js';
import type { CardDoc, ScrumboardCardModel, ScrumboardLabelModel } from './scrumboard.mappers.js';
import { MAX_POSITION, POSITION_STEP } from './scrumboard.schemas.js';

/** The account's records of `kind` by id. */
export async function byId<T>(data: AccountData, kind: string): Promise<Map<string, DemoItem<T>>> {
  return new Map((await data.list<T>(kind)).map((item) => [item.id, item]));
}

/** Lists and cards by position (a stable sort: ties keep the stored order). */
export const byPosition = <T extends { position: number }>(items: T[]): T[] =>
  items.sort((a, b) => a.position - b.position);

/** After the last of `items` (by position): one step further, or one step for the first. */
export function nextPosition(items: { position: number }[]): number {
  const next = items.reduce((last, item) => Math.max(last, item.position), 0) + POSITION_STEP;
  if (next > MAX_POSITION) throw badInput('position: no room after the last one; renumber the positions');
  return next;
}

/** The card as answered: label ids → the label objects (an id naming no label is left out). */
export const withLabels = (
  card: DemoItem<CardDoc>,
  labels: Map<string, ScrumboardLabelModel>,
): ScrumboardCardModel => ({
  ...card,
  labels: card.labels.flatMap((id) => labels.get(id) ?? []),
});
