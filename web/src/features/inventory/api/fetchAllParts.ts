import type { ApolloClient } from '@apollo/client';
import { getFragmentData } from '../../../__generated__';
import type { PartsList_PartFragment, SparePartsQueryVariables } from '../../../__generated__/graphql';
import { fetchAllPages } from '../../../lib/pagination/fetchAllPages';
import { PartsList_part } from '../components/partsListFragment';
import { SparePartsQuery } from './sparePartsQuery';

/** Every part of the list's filter and sort, for the CSV export. */
export function fetchAllParts(
  client: ApolloClient,
  variables: Omit<SparePartsQueryVariables, 'first' | 'after'>,
  onProgress: (fraction: number) => void,
): Promise<PartsList_PartFragment[]> {
  return fetchAllPages(
    client,
    {
      query: SparePartsQuery,
      variables,
      connection: (data) => data.spareParts,
      row: (node) => getFragmentData(PartsList_part, node),
    },
    onProgress,
  );
}
