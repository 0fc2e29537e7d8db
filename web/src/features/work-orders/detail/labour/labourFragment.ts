import { graphql } from '../../../../__generated__';

export const LabourPanel_workOrder = graphql(`
  fragment LabourPanel_workOrder on WorkOrder {
    id
    farmId
    assignees {
      id
      name
    }
    labour {
      id
      person {
        id
        name
      }
      startedAt
      endedAt
      minutes
      running
      hourlyRate
      cost
      note
    }
  }
`);
