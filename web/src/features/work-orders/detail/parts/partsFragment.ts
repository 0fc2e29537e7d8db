import { graphql } from '../../../../__generated__';

export const PartsPanel_workOrder = graphql(`
  fragment PartsPanel_workOrder on WorkOrder {
    id
    farmId
    parts {
      id
      plannedQuantity
      reservedQuantity
      issuedQuantity
      returnedQuantity
      usedQuantity
      cost
      part {
        id
        partNumber
        name
        unit
        quantityOnHand
        reserved
        available
        unitCost
      }
    }
  }
`);
