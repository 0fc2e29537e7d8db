// Rows read as arrays of values and mapped by Drizzle columns' own mappers, without Drizzle's
// generic per-row mapping: a list page's rows, and a row another statement carries as JSON
// (a list's carried relation). JSON gives the types our tables use in forms those mappers
// take as well: text, numbers, booleans, ISO timestamps and dates.
import { getTableColumns, getTableName, sql, type Column, type SQL, type Table } from 'drizzle-orm';

/** The row `values` hold, one per column in `columns` order (`Row`: what those columns make). */
export function rowOf<Row = Record<string, unknown>>(
  columns: readonly (readonly [string, Column])[],
  values: readonly unknown[],
): Row {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i++) {
    const [key, column] = columns[i];
    const value = values[i];
    row[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return row as Row;
}

/**
 * SQL: "table"."column". Drizzle names a column without its table in a one-table statement,
 * where a correlated subquery (a carried relation) needs both to say which row it means.
 */
export const qualified = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** SQL: the columns' values as one JSON array, for `rowOf` with the same columns. */
export const jsonRowOf = (columns: readonly (readonly [string, Column])[]): SQL =>
  sql`json_build_array(${sql.join(
    columns.map(([, column]) => qualified(column)),
    sql`, `,
  )})`;

/**
 * The columns of `table` rows must hold for the GraphQL fields asked, and `always` ones: a field
 * named like a column needs that column, one in `derived` the columns listed for it; any other
 * field (a relation, whose resolver may read the whole row), or fields not known, needs them all.
 */
export function columnsFor(
  table: Table,
  fields: readonly string[] | undefined,
  always: readonly Column[],
  derived: Readonly<Record<string, readonly string[]>> = {},
): Record<string, Column> {
  const all: Record<string, Column> = getTableColumns(table);
  if (!fields) return all;
  const keys = Object.keys(all).filter((key) => always.includes(all[key]));
  for (const field of fields) {
    if (field in all) keys.push(field);
    else if (derived[field]) keys.push(...derived[field]);
    else return all;
  }
  return Object.fromEntries(keys.map((key) => [key, all[key]]));
}
