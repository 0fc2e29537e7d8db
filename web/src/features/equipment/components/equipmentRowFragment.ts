import { graphql } from '../../../__generated__';

/** What a row of the list (table, phone card and CSV export) shows. */
export const EquipmentTable_equipment = graphql(`
  fragment EquipmentTable_equipment on Equipment {
    id
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
    meterUnit
    meterValue
    updatedAt
  }
`);
