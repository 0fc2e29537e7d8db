import { graphql } from '../../../__generated__';

/** The open orders that still hold some of the part, with what each holds. */
export const PlannedOrders_part = graphql(`
  fragment PlannedOrders_part on SparePart {
    id
    unit
    plannedOn {
      id
      plannedQuantity
      reservedQuantity
      workOrder {
        id
        number
        title
        status
        holdReason
        dueDate
        overdue
      }
    }
  }
`);
