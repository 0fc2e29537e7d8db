// The scrumboard suites' fixtures and typed GraphQL operations (tests/gateway/apps-scrumboard*.test.ts).
import { graphql } from '../__generated__';
import { appFixtures } from './apps.js';
import type { Json } from './gateway.js';

export const fx = appFixtures('scrumboard');
/** Lists and cards are this far apart. */
export const STEP = 65_536;
/** The board with the 4 lists (To do, In progress, In review, Completed), and one without. */
export const [harvest, weekly] = fx.boards;
export const cardsIn = (list: Json): Json[] => fx.cards.filter((card: Json) => card.listId === list.id);
export const labelId = (title: string): string => fx.labels.find((label: Json) => label.title === title).id;

export const ScrumboardCardFields = graphql(`
  fragment AppsScrumboardCard on ScrumboardCard {
    id
    boardId
    listId
    position
    title
    description
    dueDate
    labels {
      id
      title
    }
  }
`);

export const ScrumboardsQuery = graphql(`
  query AppsScrumboards($page: Int, $size: Int) {
    scrumboards(page: $page, size: $size) {
      items {
        id
        title
        members {
          id
          name
        }
        lists {
          title
        }
      }
      pagination {
        ...AppsPagination
      }
    }
  }
`);

export const ScrumboardQuery = graphql(`
  query AppsScrumboard($id: ID!) {
    scrumboard(id: $id) {
      id
      title
      members {
        id
      }
      lists {
        id
        title
        position
        cards {
          ...AppsScrumboardCard
        }
      }
      labels {
        id
        title
      }
    }
  }
`);

export const ScrumboardLabelsQuery = graphql(`
  query AppsScrumboardLabels($boardId: ID!) {
    scrumboardLabels(boardId: $boardId) {
      id
      boardId
      title
    }
  }
`);

export const ScrumboardListMutations = graphql(`
  mutation AppsScrumboardLists($input: ScrumboardListInput!, $lists: [ScrumboardListUpdate!]!) {
    createScrumboardList(input: $input) {
      id
      position
      cards {
        id
      }
    }
    updateScrumboardLists(lists: $lists) {
      id
      title
      position
    }
  }
`);

export const ScrumboardListEdits = graphql(`
  mutation AppsScrumboardListEdits($id: ID!, $input: ScrumboardListPatch!, $deleteId: ID!) {
    updateScrumboardList(id: $id, input: $input) {
      id
      title
      cards {
        id
      }
    }
    deleteScrumboardList(id: $deleteId)
  }
`);

export const ScrumboardCardMutations = graphql(`
  mutation AppsScrumboardCards($input: ScrumboardCardInput!, $id: ID!, $patch: ScrumboardCardPatch!) {
    createScrumboardCard(input: $input) {
      ...AppsScrumboardCard
    }
    updateScrumboardCard(id: $id, input: $patch) {
      ...AppsScrumboardCard
    }
  }
`);

export const ScrumboardCardBatches = graphql(`
  mutation AppsScrumboardCardBatches($cards: [ScrumboardCardUpdate!]!, $places: [ScrumboardCardPlace!]!) {
    updateScrumboardCards(cards: $cards) {
      id
      position
    }
    updateScrumboardCardPositions(cards: $places) {
      id
      position
    }
  }
`);

export const ScrumboardDeletes = graphql(`
  mutation AppsScrumboardDeletes($cardId: ID!, $labelId: ID!) {
    deleteScrumboardCard(id: $cardId)
    deleteScrumboardLabel(id: $labelId)
  }
`);

export const ScrumboardLabelMutations = graphql(`
  mutation AppsScrumboardLabelMutations($boardId: ID!, $title: String!) {
    createScrumboardLabel(boardId: $boardId, title: $title) {
      id
      boardId
      title
    }
  }
`);

export const ScrumboardRenameLabel = graphql(`
  mutation AppsScrumboardRenameLabel($id: ID!, $title: String!) {
    updateScrumboardLabel(id: $id, title: $title) {
      id
      title
    }
  }
`);

export const ScrumboardUpdateCard = graphql(`
  mutation AppsScrumboardUpdateCard($id: ID!, $patch: ScrumboardCardPatch!) {
    updateScrumboardCard(id: $id, input: $patch) {
      id
    }
  }
`);

export const ScrumboardUpdateCards = graphql(`
  mutation AppsScrumboardUpdateCards($cards: [ScrumboardCardUpdate!]!) {
    updateScrumboardCards(cards: $cards) {
      id
    }
  }
`);
