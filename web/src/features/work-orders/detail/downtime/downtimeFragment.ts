import { graphql } from '../../../../__generated__';

export const DowntimePanel_workOrder = graphql(`
  fragment DowntimePanel_workOrder on WorkOrder {
    id
    downtime {
      id
      startedAt
      endedAt
      reason
      minutes
    }
  }
`);
