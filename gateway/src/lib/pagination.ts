// Keyset (cursor) pagination: a cursor is the sort value and id of the last row, so a deep
// page costs the same as the first one (no OFFSET). Cursors are opaque to clients.
import { and, asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { badInput } from './errors.js';

export const MAX_PAGE_SIZE = 100;
/**
 * Totals are counted up to this many matches: beyond it a list shows "10,000+". Counting
 * every match of a broad search would make a big farm's list slower than a small one's.
 */
export const COUNT_CAP = 10_000;

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

export const encodeCursor = (value: CursorValue | Date, id: string) =>
  Buffer.from(JSON.stringify([value instanceof Date ? value.toISOString() : value, id])).toString('base64url');

export function decodeCursor(cursor: string): [CursorValue, string] {
  try {
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 2 && typeof decoded[1] === 'string')
      return decoded as [CursorValue, string];
  } catch {
    // fall through
  }
  throw badInput('after: not a cursor of this list');
}

/** WHERE and ORDER BY for "rows after the cursor" on (column, id). */
export function keyset(column: AnyColumn, id: AnyColumn, direction: 'ASC' | 'DESC', after?: string | null) {
  const order = direction === 'ASC' ? [asc(column), asc(id)] : [desc(column), desc(id)];
  let where: SQL | undefined;
  if (after) {
    const [value, lastId] = decodeCursor(after);
    const op = direction === 'ASC' ? sql`>` : sql`<`;
    where = sql`(${column}, ${id}) ${op} (${value}, ${lastId})`;
  }
  return { where, order };
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
  totalCountIsExact: boolean;
}

/** Builds the connection from up to size + 1 rows (the extra one only says "there is more")
 * and a count of matches taken with `LIMIT COUNT_CAP + 1`. */
export function toConnection<T extends { id: string }>(
  rows: T[],
  size: number,
  matches: number,
  sortValue: (row: T) => CursorValue | Date,
): Connection<T> {
  const page = rows.slice(0, size);
  const edges = page.map((node) => ({ cursor: encodeCursor(sortValue(node), node.id), node }));
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount: Math.min(matches, COUNT_CAP),
    totalCountIsExact: matches <= COUNT_CAP,
  };
}

export const allOf = (...conditions: (SQL | undefined)[]) => and(...conditions.filter(Boolean));

/** Matches of `where` in `table`, counted up to COUNT_CAP + 1. */
export async function countMatches(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row.n;
}
