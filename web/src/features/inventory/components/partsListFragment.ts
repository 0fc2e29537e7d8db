import { graphql } from '../../../__generated__';

/** What a row of the parts list (table or phone card) and the CSV export show of a part. */
export const PartsList_part = graphql(`
  fragment PartsList_part on SparePart {
    id
    partNumber
    name
    category
    unit
    quantityOnHand
    minQuantity
    unitCost
    stockValue
    lowStock
    supplier
    storageLocation
    updatedAt
  }
`);
