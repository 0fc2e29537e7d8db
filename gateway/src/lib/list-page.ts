// One page of a farm's list (equipment, parts) with its capped total, in one round trip.
// Building the Drizzle query was the largest library cost in a list request's profile, and
// a user paging through a list, or a team opening it, asks the same statement again and
// again with only the cursor changed: so each statement is built once per farm, filter, sort
// and shape, and kept as SQL text. It runs as a named prepared statement; a text search runs
// unnamed, planned for each pattern. Only statements are kept here, never rows.
// PostgreSQL plans a named statement anew on every run (a custom plan, about as costly as the
// run itself) unless a plan made once, blind to the parameters, is estimated as good: so the
// page size is written into the statement (a LIMIT it cannot see made the blind plan look 30
// times dearer) and so are a filter's fixed values (inlineValues in pagination.ts).
// Rows come back as arrays and are mapped by the table's own columns, without Drizzle's
// generic per-row mapping (the largest library cost left in a list request's profile).
// A relation the page shows on every row (an order's machine and assignees) can ride along
// in the same statement: one round trip instead of one per relation, read for each row or,
// where that costs less, once for the whole page (carried.ts, `grouped`).
import { createHash } from 'node:crypto';
import {
  count,
  fillPlaceholders,
  getTableName,
  sql,
  type AnyColumn,
  type Column,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Database, Db } from '../db/client.js';
import {
  askedRelations,
  carriedSelection,
  relationsKey,
  type CarriedRelation,
  type CarriedRelations,
} from './carried.js';
import { columnsFor, rowMaker, type RowMaker } from './column-rows.js';
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
  /**
   * The fields asked for on the nodes (GraphQL), when known: then rows hold only the columns
   * those need (and the id and sort column, for cursors). A field named like a column needs
   * that column, one in `derived` the columns listed for it; any other field (a relation,
   * whose resolver may read the whole row) makes the rows whole again.
   */
  fields?: readonly string[];
  derived?: Readonly<Record<string, readonly string[]>>;
  /**
   * Relations the page's statement carries, by the node field that shows them, selected only
   * when that field is asked. The caller hands their values to the rows' resolvers.
   */
  carried?: CarriedRelations;
  /** A text search: how much its pattern matches decides the plan, so each run is planned anew. */
  planEachRun?: boolean;
}

/** A page, and for each carried relation that was asked, its value on each of the page's rows. */
export type ListPage<Row> = Connection<Row> & { carried: Readonly<Record<string, readonly unknown[]>> };

/** A list statement, built once: its SQL text, its parameters (placeholders left open), and
 * the columns its rows hold, in order, then where each carried relation and the capped count
 * (when it rides along) are among a row's values. */
interface ListStatement {
  text: string;
  params: unknown[];
  columns: [string, Column][];
  /** Makes a row from the first `columns.length` values of one the statement answers. */
  makeRow: RowMaker<unknown>;
  carried: { field: string; at: number }[];
  countAt: number;
  /** Its prepared statement's name (a hash of the text), or none to plan each run. */
  name: string | undefined;
}

const KEPT_STATEMENTS = 1_000;
const KEPT_STATEMENTS_BYTES = 16 * 1024 * 1024;

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

const DIALECT = new PgDialect();

/**
 * The page's rows (`page`, in its order) with the grouped relations' values after their own:
 * each relation read once for all the page's ids, joined back by id, and the rows put in the
 * page's order again.
 */
function withGrouped<Row>(page: SQLWrapper, grouped: [string, CarriedRelation][], query: ListQuery<Row>): SQL {
  const rows = sql.identifier('page');
  const id = sql`${rows}.${sql.identifier(query.idColumn.name)}`;
  const direction = sql.raw(query.direction === 'DESC' ? 'DESC' : 'ASC');
  const names = grouped.map((_, i) => sql.identifier(`grouped_${i}`));
  return sql`WITH ${rows} AS (${page})
    SELECT ${rows}.*, ${sql.join(
      names.map((name) => sql`${name}.value`),
      sql`, `,
    )} FROM ${rows} ${sql.join(
      grouped.map(
        ([, relation], i) =>
          sql`LEFT JOIN (${relation.grouped!(sql`SELECT ${id} FROM ${rows}`)}) ${names[i]} ON ${names[i]}.key = ${id}`,
      ),
      sql` `,
    )}
    ORDER BY ${rows}.${sql.identifier(query.sort.column.name)} ${direction}, ${id} ${direction}`;
}

/** The page statement: `limit` rows after the cursor placeholders, maybe with the count. */
function buildStatement<Row>(
  db: Db,
  query: ListQuery<Row>,
  after: boolean,
  withCount: boolean,
  limit: number,
): ListStatement {
  const { table } = query;
  const conditions = query.conditions();
  const { where, order } = keyset(query.sort.column, query.idColumn, query.direction ?? 'ASC', after);
  const columns = columnsFor(table, query.fields, [query.idColumn, query.sort.column], query.derived);
  const carried = askedRelations(query.carried, query.fields);
  const perRow = carried.filter(([, relation]) => !relation.grouped);
  const grouped = carried.filter(([, relation]) => relation.grouped);
  const page = db
    .select({
      ...columns,
      ...carriedSelection(perRow),
      ...(withCount ? { matchCount: sql`(${countQuery(db, table, conditions)})` } : {}),
    })
    .from(table)
    .where(allOf(conditions, where))
    .orderBy(...order)
    // Written as is: Drizzle types a limit as a number or a placeholder, both sent as parameters.
    .limit(sql.raw(String(limit)) as unknown as number);
  const { sql: text, params } = grouped.length ? DIALECT.sqlToQuery(withGrouped(page, grouped, query)) : page.toSQL();
  const entries = Object.entries(columns);
  const countAt = entries.length + perRow.length;
  const groupedAt = countAt + (withCount ? 1 : 0);
  return {
    text,
    params,
    columns: entries,
    makeRow: rowMaker(entries),
    carried: [
      ...perRow.map(([field], i) => ({ field, at: entries.length + i })),
      ...grouped.map(([field], i) => ({ field, at: groupedAt + i })),
    ],
    countAt,
    name: query.planEachRun ? undefined : `list_${createHash('sha1').update(text).digest('base64url')}`,
  };
}

/** The farms' lists: their kept statements and remembered totals, over one database. */
export class ListPages {
  private readonly statements = new LRUCache<string, ListStatement>({
    max: KEPT_STATEMENTS,
    maxSize: KEPT_STATEMENTS_BYTES,
    // Strings count twice (UTF-16); the parameters hold the filter's values.
    sizeCalculation: (statement, key) =>
      (key.length + statement.text.length + JSON.stringify(statement.params).length) * 2 + 512,
  });

  constructor(
    private readonly database: Pick<Database, 'db' | 'queryArrays'>,
    readonly counts: ListCounts,
  ) {}

  /**
   * One page of the list in `sort` order after the cursor, with its capped total. A total the
   * farm's counts remember is reused; otherwise the count rides along in the page's own
   * statement (an uncorrelated subquery, run once). Only a page past the end, with no row to
   * carry it, counts apart.
   */
  async page<Row extends { id: string }>(query: ListQuery<Row>): Promise<ListPage<Row>> {
    const { db } = this.database;
    const { table, farmId, sort, page } = query;
    const size = pageSize(page.first);
    const cursor = page.after ? decodeCursor(page.after, sort.kind) : undefined;
    const countKey = `${getTableName(table)} ${query.filterKey}`;
    const generation = this.counts.generation(farmId);
    const known = this.counts.recall(farmId, countKey);

    const withCount = known === undefined;
    const shape = `${query.direction ?? 'ASC'} ${cursor ? 'after' : 'first'} ${size} ${withCount ? 'count' : ''}`;
    const relations = relationsKey(askedRelations(query.carried, query.fields));
    const key = `${countKey} ${farmId} ${sort.column.name} ${shape} ${query.fields?.join(',') ?? '*'} ${relations}`;
    let statement = this.statements.get(key);
    if (!statement) this.statements.set(key, (statement = buildStatement(db, query, !!cursor, withCount, size + 1)));

    const values = { afterValue: cursor?.[0], afterId: cursor?.[1] };
    const parameters = fillPlaceholders(statement.params, values);
    const found = await this.database.queryArrays(statement.text, parameters, statement.name);
    let matches = known ?? Number(found[0]?.[statement.countAt] ?? 0);
    if (withCount) {
      if (!found.length && cursor) [{ n: matches }] = await countQuery(db, table, query.conditions());
      this.counts.remember(farmId, countKey, generation, matches);
    }
    const rows = found.map(statement.makeRow);
    const carried = Object.fromEntries(
      statement.carried.map(({ field, at }) => {
        const { read } = query.carried![field];
        return [field, found.slice(0, size).map((values) => read(values[at]))];
      }),
    );
    return { ...toConnection(rows as unknown as Row[], size, matches, sort.value), carried };
  }
}
