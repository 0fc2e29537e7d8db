// Helpers for per-request loaders (DataLoader): one query answers a whole batch of keys, and
// its rows are handed back to each key in the order the keys came.
import DataLoader from 'dataloader';
import { sql, type AnyColumn } from 'drizzle-orm';

/** The rows of each key, in `keys` order (a key without rows gets []). */
export function rowsPerKey<Row>(keys: readonly string[], rows: readonly Row[], keyOf: (row: Row) => string): Row[][] {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = grouped.get(key);
    if (list) list.push(row);
    else grouped.set(key, [row]);
  }
  return keys.map((key) => grouped.get(key) ?? []);
}

/** The one row of each key, in `keys` order (undefined where there is none). */
export function rowPerKey<Row>(keys: readonly string[], rows: readonly Row[], keyOf: (row: Row) => string) {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => byKey.get(key));
}

/** What a list field of a row asks for: that row's key, and how many of its newest rows. */
export interface FirstRows {
  key: string;
  first: number;
}

/**
 * A loader of each key's first rows (`first` of them): the keys asking for the same number
 * are answered by one query, `load(keys, first)`, whose rows `keyOf` hands back to each key.
 */
export function firstRowsLoader<Row>(
  load: (keys: string[], first: number) => Promise<Row[]>,
  keyOf: (row: Row) => string,
): DataLoader<FirstRows, Row[], string> {
  return new DataLoader(
    async (requests) => {
      const keysByFirst = new Map<number, string[]>();
      for (const { key, first } of requests) keysByFirst.set(first, [...(keysByFirst.get(first) ?? []), key]);
      const answers = new Map<string, Row[]>();
      for (const [first, keys] of keysByFirst) {
        const rows = await load(keys, first);
        rowsPerKey(keys, rows, keyOf).forEach((keyRows, index) => answers.set(`${first} ${keys[index]}`, keyRows));
      }
      return requests.map(({ key, first }) => answers.get(`${first} ${key}`) ?? []);
    },
    { cacheKeyFn: ({ key, first }) => `${first} ${key}` },
  );
}

/** `first` as asked (a list field's argument), within 1 and `max`. */
export const clampFirst = (first: number | null | undefined, fallback: number, max: number) =>
  Math.min(Math.max(first ?? fallback, 1), max);

/**
 * `column = any($ids)`: the condition of a loader's prepared statement (Drizzle's `.prepare()`),
 * which answers every batch with the same SQL. Loaders run on nearly every request, and
 * building their query anew each time was a large share of a list's or a detail's CPU; a
 * prepared one is built once, and parsed once per connection on a PostgreSQL server.
 */
export const anyOfIds = (column: AnyColumn) => sql`${column} = any(${sql.placeholder('ids')})`;

/** The ids of a batch as a prepared statement's `ids` parameter. */
export const idsParam = (ids: readonly string[]) => ({ ids: [...ids] });

/**
 * A DataLoader that a list can hand its page's values (`warm`, with what its statement
 * carried): each row's field then resolves without a promise of its own (`now`), and a later
 * `load` of a handed key answers the handed value. Warming only records the value: priming
 * DataLoader's cache made a promise for each row of every page, used or not.
 */
export class WarmLoader<K, V> extends DataLoader<K, V> {
  private readonly handed = new Map<K, V>();

  /** The key's value at once if it was handed over (`warm`), else its load. */
  now(key: K): V | Promise<V> {
    return this.handed.has(key) ? (this.handed.get(key) as V) : this.load(key);
  }

  /** Takes a value loaded elsewhere (a list page's statement carried it), unless it has one already. */
  warm(key: K, value: V): void {
    if (!this.handed.has(key)) this.handed.set(key, value);
  }

  override load(key: K): Promise<V> {
    return this.handed.has(key) ? Promise.resolve(this.handed.get(key) as V) : super.load(key);
  }
}
