// One record by id, with the relations its page shows carried in the same statement
// (carried.ts): a work order with its machine, people, checklist and timeline in one round
// trip, where the loaders took six. Each statement is built once per table and set of asked
// relations, kept as SQL text and run as a named prepared statement. It selects by
// `id = $1`: PostgreSQL costs a loader's `= any($1)` as ten rows when it weighs a plan made
// once against one made for the values, so it planned those anew on every run (0.1-0.8 ms a
// statement here, as much as running them); a plan for `id = $1` it keeps from the sixth run.
import { createHash } from 'node:crypto';
import { eq, fillPlaceholders, getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.js';
import {
  askedRelations,
  carriedSelection,
  relationsKey,
  type CarriedRelation,
  type CarriedRelations,
} from './carried.js';
import { rowMaker, type RowMaker } from './column-rows.js';

export interface RecordQuery {
  table: PgTable;
  idColumn: Column;
  id: string;
  /** The GraphQL fields asked on the record, when known: the relations in `carried` they name ride along. */
  fields?: readonly string[];
  carried?: CarriedRelations;
}

/** The whole row, and the value of each carried relation that was asked. */
export interface CarryingRecord<Row> {
  row: Row;
  carried: Readonly<Record<string, unknown>>;
}

interface RecordStatement {
  text: string;
  params: unknown[];
  name: string;
  width: number;
  makeRow: RowMaker<unknown>;
  carried: [string, CarriedRelation][];
}

/** Shapes are few (the relations a client's documents ask); a stream of odd ones cannot grow this. */
const KEPT_STATEMENTS = 200;

export class RecordReads {
  private readonly statements = new LRUCache<string, RecordStatement>({ max: KEPT_STATEMENTS });

  constructor(private readonly database: Pick<Database, 'db' | 'queryArrays'>) {}

  /** The record with id `query.id`, or undefined when there is none. */
  async byId<Row>(query: RecordQuery): Promise<CarryingRecord<Row> | undefined> {
    const asked = askedRelations(query.carried, query.fields);
    const key = `${getTableName(query.table)} ${relationsKey(asked)}`;
    let statement = this.statements.get(key);
    if (!statement) this.statements.set(key, (statement = this.build(query, asked)));
    const parameters = fillPlaceholders(statement.params, { id: query.id });
    const [values] = await this.database.queryArrays(statement.text, parameters, statement.name);
    if (!values) return undefined;
    const { width } = statement;
    const carried = Object.fromEntries(
      statement.carried.map(([field, relation], i) => [field, relation.read(values[width + i])]),
    );
    return { row: statement.makeRow(values) as Row, carried };
  }

  private build(query: RecordQuery, asked: [string, CarriedRelation][]): RecordStatement {
    const columns = getTableColumns(query.table);
    const { sql: text, params } = this.database.db
      .select({ ...columns, ...carriedSelection(asked) })
      .from(query.table)
      .where(eq(query.idColumn, sql.placeholder('id')))
      .toSQL();
    const entries = Object.entries(columns);
    return {
      text,
      params,
      name: `record_${createHash('sha1').update(text).digest('base64url')}`,
      width: entries.length,
      makeRow: rowMaker(entries),
      carried: asked,
    };
  }
}
