import type { Connection } from '../../lib/pagination/connection';

/** What useQuery answers for a list page. */
interface ListQueryResult<Data> {
  data?: Data;
  previousData?: Data;
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

export interface ShownList<Row, Page extends Connection<unknown> = Connection<unknown>> {
  connection: Page | undefined;
  rows: Row[];
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * The list as it is shown: the current page, or the previous one while the next loads, so
 * the table does not jump to empty; `row` unmasks each node's fragment.
 */
export function shownList<Data, Page extends Connection<unknown>, Row>(
  result: ListQueryResult<Data>,
  connectionOf: (data: Data) => Page,
  row: (node: Page['edges'][number]['node']) => Row,
): ShownList<Row, Page> {
  const shown = result.data ?? result.previousData;
  const connection = shown ? connectionOf(shown) : undefined;
  return {
    connection,
    rows: connection?.edges.map((edge) => row(edge.node)) ?? [],
    loading: result.loading,
    error: result.error,
    retry: () => void result.refetch(),
  };
}
