import type { ApolloClient } from '@apollo/client';
import { getFragmentData } from '../../../gql';
import type {
  PartsList_PartFragment,
  SparePartsQuery as SparePartsPage,
  SparePartsQueryVariables,
} from '../../../gql/graphql';
import { SparePartsQuery } from '../api/sparePartsQuery';
import { PartsList_part } from '../components/partsListFragment';

/** The export stops here: a bigger file is a job for the reports, not for the browser. */
export const EXPORT_LIMIT = 2000;
const PAGE = 100;

/**
 * Every part of the filter, page by page (the server's largest page), reporting progress as
 * a fraction; stops at EXPORT_LIMIT rows. Fetched outside the cache so the list is untouched.
 */
export async function fetchAllParts(
  client: ApolloClient,
  variables: Omit<SparePartsQueryVariables, 'first' | 'after'>,
  onProgress: (fraction: number) => void,
): Promise<PartsList_PartFragment[]> {
  const rows: PartsList_PartFragment[] = [];
  let after: string | null = null;
  for (;;) {
    // Annotated: the loop's cursor feeds the next call, which defeats inference.
    const { data }: { data?: SparePartsPage } = await client.query({
      query: SparePartsQuery,
      variables: { ...variables, first: PAGE, after },
      fetchPolicy: 'no-cache',
    });
    if (!data) break;
    const page: SparePartsPage['spareParts'] = data.spareParts;
    rows.push(...page.edges.map((edge) => getFragmentData(PartsList_part, edge.node)));
    const target = Math.min(page.totalCount, EXPORT_LIMIT) || 1;
    onProgress(Math.min(rows.length / target, 1));
    if (!page.pageInfo.hasNextPage || rows.length >= EXPORT_LIMIT) break;
    after = page.pageInfo.endCursor ?? null;
  }
  return rows.slice(0, EXPORT_LIMIT);
}
