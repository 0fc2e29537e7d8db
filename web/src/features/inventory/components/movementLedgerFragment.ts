import { graphql } from '../../../__generated__';

/**
 * The part's latest movements, newest first. Fields are inline rather than a nested
 * fragment: the gateway counts fragment levels towards its query depth limit of 6, and its
 * cost limit keeps the ledger to the latest 50 movements.
 */
export const MovementLedger_part = graphql(`
  fragment MovementLedger_part on SparePart {
    id
    movements(first: 50) {
      id
      type
      quantity
      unitCost
      balanceAfter
      note
      createdByName
      createdAt
      workOrder {
        id
        number
      }
    }
  }
`);
