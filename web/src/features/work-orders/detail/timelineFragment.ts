import { graphql } from '../../../__generated__';

export const WorkOrderTimeline_workOrder = graphql(`
  fragment WorkOrderTimeline_workOrder on WorkOrder {
    id
    timeline {
      id
      action
      actorName
      at
      changes
    }
  }
`);
