import { graphql } from '../../../__generated__';

/** The part's own fields as the detail page shows them; the mutations return it too. */
export const PartSummary_part = graphql(`
  fragment PartSummary_part on SparePart {
    id
    partNumber
    name
    category
    unit
    quantityOnHand
    minQuantity
    reorderQuantity
    unitCost
    stockValue
    lowStock
    storageLocation
    supplier
    updatedAt
    compatibleEquipment {
      id
      code
      name
    }
  }
`);
