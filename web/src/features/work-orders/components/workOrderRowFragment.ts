import { graphql } from '../../../__generated__';

/** What a row of the list (table, phone card and CSV export) shows. */
export const WorkOrderTable_workOrder = graphql(`
  fragment WorkOrderTable_workOrder on WorkOrder {
    id
    number
    type
    title
    equipment {
      id
      code
      name
    }
    priority
    status
    holdReason
    dueDate
    overdue
    assignees {
      id
      name
    }
    updatedAt
  }
`);
