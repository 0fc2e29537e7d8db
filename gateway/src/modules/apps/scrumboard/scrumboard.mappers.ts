// The scrumboard app's records, as stored and answered.
import type { DemoItem } from '../kit/demo-store.js';

export interface BoardDoc {
  title: string;
  description: string | null;
  icon: string | null;
  lastActivity: string | null;
  /** Member ids. */
  members: string[];
}

export interface ListDoc {
  boardId: string;
  /** Sort key: steps of 65536 (see scrumboard.positions.ts). */
  position: number;
  title: string;
}

export interface CardDoc {
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string | null;
  /** Label ids (of the card's board). */
  labels: string[];
  dueDate: string | null;
}

export interface LabelDoc {
  boardId: string;
  title: string;
}

export interface ScrumboardMemberModel {
  id: string;
  name: string;
  avatar: string | null;
}

export type ScrumboardLabelModel = DemoItem<LabelDoc>;

/** A card as answered: its labels as objects. */
export type ScrumboardCardModel = DemoItem<Omit<CardDoc, 'labels'> & { labels: ScrumboardLabelModel[] }>;

/** A list; `cards` is filled in a board's answer (GraphQL loads them otherwise). */
export type ScrumboardListModel = DemoItem<ListDoc> & { cards?: ScrumboardCardModel[] };

/**
 * A board: its members as objects in the list of boards, as ids in one board's answer (the
 * contract's two shapes); `lists` and `labels` are filled in one board's answer.
 */
export type ScrumboardModel = DemoItem<
  Omit<BoardDoc, 'members'> & {
    members: (string | ScrumboardMemberModel)[];
    lists?: ScrumboardListModel[];
    labels?: ScrumboardLabelModel[];
  }
>;
