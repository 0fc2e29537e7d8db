import { graphql } from '../../../__generated__';

export const ReadingsTab_equipment = graphql(`
  fragment ReadingsTab_equipment on Equipment {
    id
    status
    meterUnit
    meterValue
    readings {
      id
      value
      readAt
      recordedByName
    }
  }
`);
