import { useQuery } from '@apollo/client/react';
import type { SparePartsQueryVariables } from '../../../__generated__/graphql';
import { OWN_ERROR_MESSAGE } from '../../../lib/apollo/links';
import { SparePartsQuery } from './sparePartsQuery';

/**
 * A page of parts; cache-and-network so stock moved elsewhere shows when the list is back.
 * A failure shows as the list's load error, its one message.
 */
export function useSpareParts(variables: SparePartsQueryVariables) {
  return useQuery(SparePartsQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    context: OWN_ERROR_MESSAGE,
  });
}
