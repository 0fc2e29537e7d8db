import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SparePartQuery = graphql(`
  query SparePart($id: ID!) {
    sparePart(id: $id) {
      id
      ...PartSummary_part
      ...MovementLedger_part
    }
  }
`);

export function useSparePart(id: string) {
  return useQuery(SparePartQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
}
