import { useQuery } from '@apollo/client/react';
import type { SparePartsQueryVariables } from '../../../gql/graphql';
import { SparePartsQuery } from './sparePartsQuery';

/** A page of parts; cache-and-network so stock moved elsewhere shows when the list is back. */
export function useSpareParts(variables: SparePartsQueryVariables) {
  return useQuery(SparePartsQuery, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}
