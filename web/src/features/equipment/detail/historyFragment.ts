import { graphql } from '../../../__generated__';

export const HistoryTab_equipment = graphql(`
  fragment HistoryTab_equipment on Equipment {
    id
    history {
      id
      action
      actorName
      at
      changes
    }
  }
`);
