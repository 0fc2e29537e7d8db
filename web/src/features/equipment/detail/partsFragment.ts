import { graphql } from '../../../__generated__';

export const PartsTab_equipment = graphql(`
  fragment PartsTab_equipment on Equipment {
    id
    compatibleParts {
      id
      partNumber
      name
      unit
      quantityOnHand
      lowStock
    }
  }
`);
