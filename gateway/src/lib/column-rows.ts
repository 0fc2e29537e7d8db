// Rows read as arrays of values and mapped by Drizzle columns' own mappers, without Drizzle's
// generic per-row mapping: a list page's rows, and a row another statement carries as JSON
// (a list's carried relation). JSON gives the types our tables use in forms those mappers
// take as well: text, numbers, booleans, ISO timestamps and dates.
import { Column, getTableColumns, getTableName, sql, type SQL, type Table } from 'drizzle-orm';

/** Makes the row an array of values holds, one per column in the order its maker was given. */
export type RowMaker<Row> = (values: readonly unknown[]) => Row;

/** Drizzle's own mapping for a column that keeps its driver's value (text, uuid, enums…). */
const AS_IS = Column.prototype.mapFromDriverValue;

/**
 * The maker of `columns`' rows (`Row`: what those columns make), built once per column list.
 * Its code is generated: an object literal with the columns' keys makes every row with one
 * shape, and only the columns whose values Drizzle maps (numbers, dates) call their mapper;
 * a loop storing each key in turn and calling every column's mapper took twice as long or more
 * for a work order's row (430-580 ns against 190-200, its Date included). The keys are our own
 * columns', written as JSON strings.
 */
export function rowMaker<Row = Record<string, unknown>>(
  columns: readonly (readonly [string, Column])[],
): RowMaker<Row> {
  const mappers = columns.map(([, column]) =>
    column.mapFromDriverValue === AS_IS ? undefined : (value: unknown) => column.mapFromDriverValue(value),
  );
  const fields = columns.map(([key], i) => {
    const value = `values[${i}]`;
    return `${JSON.stringify(key)}: ${mappers[i] ? `${value} === null ? null : mappers[${i}](${value})` : value}`;
  });
  return new Function('mappers', `return (values) => ({ ${fields.join(', ')} });`)(mappers) as RowMaker<Row>;
}

/**
 * SQL: "table"."column". Drizzle names a column without its table in a one-table statement,
 * where a correlated subquery (a carried relation) needs both to say which row it means.
 */
export const qualified = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** SQL: the columns' values as one JSON array, for a `rowMaker` of the same columns. */
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
