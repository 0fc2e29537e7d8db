// Keyset pages of lists that join tables (a farm's members with their accounts, invitations
// with who sent them), which the one-table ListPages (list-page.ts) does not build: the same
// cursors, page sizes and capped totals (pagination.ts), over a query the caller writes. Meant
// for short lists (a farm's people, tens of rows): their totals are counted every time.
import type { AnyColumn, SQL } from 'drizzle-orm';
import {
  COUNT_CAP,
  allOf,
  decodeCursor,
  keyset,
  pageSize,
  toConnection,
  type Connection,
  type PageRequest,
  type SortSpec,
} from './pagination.js';

export interface KeysetList<Row extends { id: string }> {
  sort: SortSpec<Row>;
  /** The column whose value is the rows' `id` (the cursor's tie-breaker). */
  idColumn: AnyColumn;
  direction?: 'ASC' | 'DESC';
  /** The list's own conditions (its farm, its filter). */
  where: SQL | undefined;
  /** At most `limit` rows matching `where` in `order`; `values` fill keyset's placeholders. */
  rows(where: SQL | undefined, order: SQL[], limit: number, values: Record<string, unknown>): Promise<Row[]>;
  /** How many rows match `where`, counted up to `cap`. */
  count(where: SQL | undefined, cap: number): Promise<number>;
}

export async function keysetPage<Row extends { id: string }>(
  list: KeysetList<Row>,
  page: PageRequest,
): Promise<Connection<Row>> {
  const size = pageSize(page.first);
  const cursor = page.after ? decodeCursor(page.after, list.sort.kind) : undefined;
  const { where, order } = keyset(list.sort.column, list.idColumn, list.direction ?? 'ASC', !!cursor);
  const values = { afterValue: cursor?.[0], afterId: cursor?.[1] };
  const rows = await list.rows(allOf(list.where, where), order, size + 1, values);
  const matches = await list.count(list.where, COUNT_CAP + 1);
  return toConnection(rows, size, matches, list.sort.value);
}
