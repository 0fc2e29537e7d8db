import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Connection } from './connection';

/** A spreadsheet is for an overview; beyond this a file is a job for the reports, not the browser. */
export const EXPORT_LIMIT = 2000;
/** The server's largest page. */
const BATCH = 100;

type PageVariables = OperationVariables & { first?: number | null; after?: string | null };

/** A list query, its variables without the page, where its connection is, and the row of a node. */
export interface AllPagesSource<Data, Variables extends PageVariables, Node, Row> {
  query: TypedDocumentNode<Data, Variables>;
  variables: Omit<Variables, 'first' | 'after'>;
  connection: (data: Data) => Connection<Node>;
  row: (node: Node) => Row;
}

/**
 * Every row of a list, page by page, reporting progress as a fraction; stops at
 * EXPORT_LIMIT rows. Fetched outside the cache so the list on screen is untouched.
 */
export async function fetchAllPages<Data, Variables extends PageVariables, Node, Row>(
  client: ApolloClient,
  source: AllPagesSource<Data, Variables, Node, Row>,
  onProgress: (fraction: number) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  let after: string | null = null;
  for (;;) {
    const variables = { ...source.variables, first: BATCH, after } as Variables;
    const { data } = await client.query({ query: source.query, variables, fetchPolicy: 'no-cache' });
    if (!data) break;
    const page = source.connection(data as Data);
    rows.push(...page.edges.map((edge) => source.row(edge.node)));
    const target = Math.min(page.totalCount, EXPORT_LIMIT) || 1;
    onProgress(Math.min(rows.length / target, 1));
    if (!page.pageInfo.hasNextPage || rows.length >= EXPORT_LIMIT) break;
    after = page.pageInfo.endCursor ?? null;
  }
  return rows.slice(0, EXPORT_LIMIT);
}
