import { graphql } from '../../../__generated__';

export const ImplementsTab_equipment = graphql(`
  fragment ImplementsTab_equipment on Equipment {
    id
    farmId
    parent {
      id
    }
    children {
      id
      code
      name
      category
      status
    }
  }
`);
