import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';

export const SparePartQuery = graphql(`
  query SparePart($id: ID!) {
    sparePart(id: $id) {
      id
      ...PartSummary_part
      ...MovementLedger_part
      ...PlannedOrders_part
    }
  }
`);

/** The page shows a part it may not open as not found, its one message (no "Forbidden" toast). */
export function useSparePart(id: string) {
  return useQuery(SparePartQuery, { variables: { id }, fetchPolicy: 'cache-and-network', context: OWN_ERROR_MESSAGE });
}
