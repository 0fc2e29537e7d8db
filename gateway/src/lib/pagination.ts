// Keyset (cursor) pagination: a cursor is the sort value and id of the last row, so a deep
// page costs the same as the first one (no OFFSET). Cursors are opaque to clients.
import { and, asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { badInput } from './errors.js';
import { isUuid } from './ids.js';
import { LIMITS } from './input.js';

export const MAX_PAGE_SIZE = 100;
/**
 * Totals are counted up to this many matches: beyond it a list shows "1,000+". Counting
 * every match of a broad search would make a big farm's list slower than a small one's.
 */
export const COUNT_CAP = 1_000;

export interface PageRequest {
  first?: number | null;
  after?: string | null;
}

export function pageSize(first: number | null | undefined): number {
  const size = first ?? 25;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE)
    throw badInput(`first must be between 1 and ${MAX_PAGE_SIZE}`);
  return size;
}

type CursorValue = string | number;

/** Characters JSON may write escaped: quotes, backslashes, controls and lone surrogate halves. */
const ESCAPED_IN_JSON = /["\\\p{Cc}\p{Cs}]/u;

/** A cursor value as JSON: a page encodes one per row, and JSON.stringify was most of that. */
const valueJson = (value: CursorValue) =>
  typeof value === 'number' || ESCAPED_IN_JSON.test(value) ? JSON.stringify(value) : `"${value}"`;

/** base64url of the JSON [value, id] (an id is a UUID, never escaped). */
export const encodeCursor = (value: CursorValue | Date, id: string) =>
  Buffer.from(`[${valueJson(value instanceof Date ? value.toISOString() : value)},"${id}"]`).toString('base64url');

/** What a sort column holds, so a cursor's value can be checked before it reaches SQL. */
export type SortKind = 'text' | 'number' | 'timestamp';

export interface SortSpec<Row> {
  column: AnyColumn;
  kind: SortKind;
  value: (row: Row) => CursorValue | Date;
}

/** As encodeCursor writes a timestamp (toISOString); `Date.parse` alone would take "1" as 2001. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const VALUE_CHECK: Record<SortKind, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  timestamp: (value) => typeof value === 'string' && ISO_INSTANT.test(value) && new Date(value).toISOString() === value,
};

/** The sort value and id a cursor carries; BAD_USER_INPUT for anything this list did not write. */
export function decodeCursor(cursor: string, kind: SortKind): [CursorValue, string] {
  let decoded: unknown;
  try {
    if (cursor.length <= LIMITS.cursor) decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  if (Array.isArray(decoded) && decoded.length === 2 && isUuid(decoded[1]) && VALUE_CHECK[kind](decoded[0])) {
    return decoded as [CursorValue, string];
  }
  throw badInput('after: not a cursor of this list');
}

/**
 * WHERE and ORDER BY for "rows after the cursor" on (column, id). The cursor's values are
 * placeholders (`afterValue`, `afterId`), so one prepared statement serves every page.
 */
export function keyset(column: AnyColumn, id: AnyColumn, direction: 'ASC' | 'DESC', after: boolean) {
  const order = direction === 'ASC' ? [asc(column), asc(id)] : [desc(column), desc(id)];
  const op = direction === 'ASC' ? sql`>` : sql`<`;
  const where = after
    ? sql`(${column}, ${id}) ${op} (${sql.placeholder('afterValue')}, ${sql.placeholder('afterId')})`
    : undefined;
  return { where, order };
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
  totalCountIsExact: boolean;
}

/**
 * An edge whose cursor is encoded only when asked for: lists usually want just the page's last
 * one. A class, so that each edge is one small object and its getter one shared function (an
 * object literal with a getter made both anew for every row).
 */
class Edge<T extends { id: string }> {
  constructor(
    readonly node: T,
    private readonly sortValue: (row: T) => CursorValue | Date,
  ) {}

  get cursor() {
    return encodeCursor(this.sortValue(this.node), this.node.id);
  }
}

/** Builds the connection from up to size + 1 rows (the extra one only says "there is more")
 * and a count of matches taken with `LIMIT COUNT_CAP + 1`. */
export function toConnection<T extends { id: string }>(
  rows: T[],
  size: number,
  matches: number,
  sortValue: (row: T) => CursorValue | Date,
): Connection<T> {
  const edges = rows.slice(0, size).map((node) => new Edge(node, sortValue));
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount: Math.min(matches, COUNT_CAP),
    totalCountIsExact: matches <= COUNT_CAP,
  };
}

export const allOf = (...conditions: (SQL | undefined)[]) => and(...conditions.filter(Boolean));

/**
 * A list's condition on fixed values (an enum's, checked on the way in), with the values written
 * into the statement instead of passed. PostgreSQL plans a prepared statement once for all its
 * runs only if that plan, blind to the parameters, looks as good as one made for them; and a
 * partial index (open orders, machines in service) serves only a condition whose values it sees.
 */
export const inlineValues = (condition: SQL) => condition.inlineParams();
