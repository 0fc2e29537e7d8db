// One page of a farm's list (equipment, parts) with its capped total, in one round trip.
// Building the Drizzle query was the largest library cost in a list request's profile, and
// a user paging through a list, or a team opening it, asks the same statement again and
// again with only the cursor changed: so each statement is built once per farm, filter, sort
// and shape, and kept (prepared on our side, unnamed on the server, so PostgreSQL still
// plans every search with its real values). Only statements are kept here, never rows.
import { count, getTableColumns, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.js';
import type { ListCounts } from './list-counts.js';
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

export interface ListQuery<Row> {
  table: PgTable;
  idColumn: AnyColumn;
  /** The farm whose rows `conditions` selects: statements and totals are kept per farm. */
  farmId: string;
  /** Builds the WHERE (farm and filter); called only when the statement is not kept yet. */
  conditions: () => SQL | undefined;
  /** The filter `conditions` are built from: it names the statement and the total. */
  filterKey: string;
  sort: SortSpec<Row>;
  direction: 'ASC' | 'DESC' | null | undefined;
  page: PageRequest;
}

interface PreparedList {
  execute(values: Record<string, unknown>): Promise<Record<string, unknown>[]>;
}

const KEPT_STATEMENTS = 1_000;
/** Per database handle (tests run several gateways in one process). */
const statementsByDb = new WeakMap<Db, LRUCache<string, PreparedList>>();

/** Matches of `where` in `table`, counted up to COUNT_CAP + 1. */
function countQuery(db: Db, table: PgTable, where: SQL | undefined) {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}

/** The page statement: rows after the cursor placeholders, `limit` of them, maybe with the count. */
function prepareList<Row>(db: Db, query: ListQuery<Row>, after: boolean, withCount: boolean): PreparedList {
  const { table } = query;
  const conditions = query.conditions();
  const { where, order } = keyset(query.sort.column, query.idColumn, query.direction ?? 'ASC', after);
  return db
    .select({
      ...getTableColumns(table),
      ...(withCount ? { matchCount: sql<number>`(${countQuery(db, table, conditions)})`.mapWith(Number) } : {}),
    })
    .from(table)
    .where(allOf(conditions, where))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .prepare(''); // '' is the unnamed statement: parsed and planned with each execution's values
}

/**
 * One page of the list in `sort` order after the cursor, with its capped total. A total the
 * farm's ListCounts remembers is reused; otherwise the count rides along in the page's own
 * statement (an uncorrelated subquery, run once). Only a page past the end, with no row to
 * carry it, counts apart.
 */
export async function listPage<Row extends { id: string }>(
  db: Db,
  counts: ListCounts,
  query: ListQuery<Row>,
): Promise<Connection<Row>> {
  const { table, farmId, sort, page } = query;
  const size = pageSize(page.first);
  const cursor = page.after ? decodeCursor(page.after, sort.kind) : undefined;
  const countKey = `${getTableName(table)} ${query.filterKey}`;
  const generation = counts.generation(farmId);
  const known = counts.recall(farmId, countKey);

  let statements = statementsByDb.get(db);
  if (!statements) statementsByDb.set(db, (statements = new LRUCache({ max: KEPT_STATEMENTS })));
  const withCount = known === undefined;
  const shape = `${query.direction ?? 'ASC'} ${cursor ? 'after' : 'first'} ${withCount ? 'count' : ''}`;
  const key = `${countKey} ${farmId} ${sort.column.name} ${shape}`;
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = prepareList(db, query, !!cursor, withCount)));

  const found = await statement.execute({ limit: size + 1, afterValue: cursor?.[0], afterId: cursor?.[1] });
  let matches = known ?? (found[0]?.matchCount as number | undefined) ?? 0;
  if (withCount) {
    if (!found.length && cursor) [{ n: matches }] = await countQuery(db, table, query.conditions());
    counts.remember(farmId, countKey, generation, matches);
  }
  const rows = withCount ? found.map(({ matchCount: _matchCount, ...row }) => row) : found;
  return toConnection(rows as unknown as Row[], size, matches, sort.value);
}
