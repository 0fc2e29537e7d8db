// Where each account's boards, lists, cards and labels live (the demo store, seeded from
// fixtures/apps/scrumboard.json), and the members boards name (shared, read-only).
import type { Db } from '../../../db/client.js';
import { readFixtures } from '../kit/demo-input.js';
import { DemoStore, type SeedRecord } from '../kit/demo-store.js';
import type { BoardDoc, CardDoc, LabelDoc, ListDoc, ScrumboardMemberModel } from './scrumboard.mappers.js';

export const BOARD = 'board';
export const LIST = 'list';
export const CARD = 'card';
export const LABEL = 'label';

type Fixture<T> = T & { id: string };

interface ScrumboardFixtures {
  members: ScrumboardMemberModel[];
  boards: Fixture<BoardDoc>[];
  lists: Fixture<ListDoc>[];
  cards: Fixture<CardDoc>[];
  labels: Fixture<LabelDoc>[];
}

const fixtures = () => readFixtures<ScrumboardFixtures>('scrumboard');

function seedRecords(): SeedRecord[] {
  const { boards, lists, cards, labels } = fixtures();
  const records = (kind: string, items: { id: string }[]) =>
    items.map(({ id, ...data }) => ({ kind, id, data: data as Record<string, unknown> }));
  return [...records(BOARD, boards), ...records(LIST, lists), ...records(CARD, cards), ...records(LABEL, labels)];
}

export const scrumboardStore = (db: Db) => new DemoStore(db, 'scrumboard', seedRecords);

let membersById: Map<string, ScrumboardMemberModel> | undefined;

/** The shared members by id. */
export function scrumboardMembers(): Map<string, ScrumboardMemberModel> {
  membersById ??= new Map(fixtures().members.map((member) => [member.id, member]));
  return membersById;
}
