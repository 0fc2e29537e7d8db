import { graphql } from '../../../__generated__';

/** Every field of the machine: the overview tab, the page header and the edit form read it. */
export const EquipmentOverview_equipment = graphql(`
  fragment EquipmentOverview_equipment on Equipment {
    id
    farmId
    code
    name
    category
    make
    model
    serialNumber
    year
    status
    criticality
    location
    parent {
      id
      code
      name
    }
    meterUnit
    meterValue
    # The edit form fixes the meter unit once there is a reading.
    lastReading: readings(first: 1) {
      id
    }
    purchaseDate
    purchaseCost
    warrantyEnd
    notes
    createdAt
    updatedAt
  }
`);
