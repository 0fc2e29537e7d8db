// Relations a statement carries on its rows: a list page's orders with their machines and
// assignees (list-page.ts), or one order with everything its detail shows (record-read.ts),
// in one round trip instead of one per relation. The module that owns a relation's data
// writes its SQL (a correlated subquery giving JSON) and reads its value back.
import type { SQL } from 'drizzle-orm';

/** A relation a statement carries on each row, as the module that owns its data writes it. */
export interface CarriedRelation {
  /** What tells its SQL from another's for the same field: the columns it holds, say. */
  shape: string;
  /** SQL over the statement's row (a correlated subquery, its rows as JSON); built with the statement. */
  sql: () => SQL;
  /** The relation's value as the rows' resolvers take it, from what the SQL gave. */
  read: (value: unknown) => unknown;
  /**
   * The same values for a whole page of rows in one grouped read, where a subquery run for
   * each row costs more (a join and an aggregate set up 26 times): SQL giving `key` (a row's
   * id) and `value` for the rows whose ids `ids` (a subquery) names. A list page uses it.
   */
  grouped?: (ids: SQL) => SQL;
}

/** Relations a statement may carry, by the GraphQL field that shows them. */
export type CarriedRelations = Readonly<Record<string, CarriedRelation>>;

/** The relations whose field was asked, in `carried` order. */
export const askedRelations = (carried: CarriedRelations | undefined, fields: readonly string[] | undefined) =>
  Object.entries(carried ?? {}).filter(([field]) => fields?.includes(field));

/** What tells one set of asked relations from another, for a kept statement's key. */
export const relationsKey = (asked: readonly [string, CarriedRelation][]) =>
  asked.map(([field, relation]) => `${field}(${relation.shape})`).join(' ');

/** The asked relations as a statement's selected columns (after the row's own). */
export const carriedSelection = (asked: readonly [string, CarriedRelation][]) =>
  Object.fromEntries(asked.map(([field, relation]) => [`carried_${field}`, relation.sql()]));
