import { graphql } from '../../../__generated__';

/** Every field of an order: the header, the actions, the fields panel and the edit form read it. */
export const WorkOrderOverview_workOrder = graphql(`
  fragment WorkOrderOverview_workOrder on WorkOrder {
    id
    farmId
    number
    type
    title
    description
    equipment {
      id
      code
      name
      # Completing turns a stopped machine back: the cached machine follows.
      status
      meterUnit
      meterValue
    }
    priority
    status
    dueDate
    overdue
    scheduledStart
    scheduledEnd
    estimatedMinutes
    assignees {
      id
      name
    }
    requester {
      id
      name
    }
    parent {
      id
      number
      title
    }
    startedAt
    completedAt
    cancelledAt
    cancelReason
    holdReason
    completionNotes
    failureAt
    equipmentDown
    viewerActions
    createdAt
    updatedAt
  }
`);
