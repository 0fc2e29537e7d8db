// One database handle for the whole gateway: embedded PGlite (default) or a PostgreSQL
// server (DATABASE_URL). Both are driven through the same Drizzle API; `exec` runs raw
// multi-statement SQL (migrations) on either.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-nodefs.js';
import { listenOnServer, type ChannelListener } from './listen.js';
import * as schema from './schema.js';

/** Extensions the migrations use: trigram search, and btree_gin to scope it by farm. */
const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/** Date, time and interval types (and their arrays), which Drizzle's columns decode from text. */
const TEXT_DECODED_TYPES = [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231];
const asText = (value: string) => value;
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    TEXT_DECODED_TYPES.includes(oid) ? asText : pg.types.getTypeParser(oid, format),
};
const pgliteParsers = Object.fromEntries(TEXT_DECODED_TYPES.map((oid) => [oid, asText]));

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The server's connection pool (postgres only), for libraries that take one: the rate limits. */
  pool?: pg.Pool;
  exec(sqlText: string): Promise<void>;
  /**
   * Rows as arrays, with the values Drizzle's column mappers expect (dates and times as text):
   * for hot statements built once with Drizzle, whose per-row mapping they skip. A `name`
   * makes it a prepared statement on a PostgreSQL server: parsed and planned once per
   * connection (PostgreSQL may keep a plan for any values after its fifth run).
   */
  queryArrays(text: string, params: unknown[], name?: string): Promise<unknown[][]>;
  /** Statements run so far through this handle (a test reads it to prove there is no N+1). */
  statementCount(): number;
  /** Hears NOTIFY on the listener's channels; resolves to a function that stops listening. */
  listen(listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Ends the pool once its connections have closed. pg-pool's end() resolves as soon as it has
 * let go of its clients, while their connections are still closing: a database dropped or a
 * server stopped just after (a test's clean-up, a deployment) then ended them from its side,
 * and the pool reported each as an idle connection lost. A released client's `remove` comes
 * once its connection is closed.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let closing = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (!closing) return resolve();
    pool.on('remove', () => {
      if (--closing === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const { databaseUrl } = options;
  let statements = 0;
  const logger = { logQuery: () => void statements++ };
  const statementCount = () => statements;
  if (databaseUrl) {
    // A connection keeps every statement prepared on it (lists run named ones: one per shape,
    // page size and fixed filter values), and node-pg never deallocates them: a connection
    // lives 15 minutes at most, so what a stream of odd shapes prepares is let go.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, maxLifetimeSeconds: 900 });
    // An idle connection that the server ends (restart, failover, a dropped test database)
    // emits 'error'; unhandled, that would crash the gateway. The pool replaces it.
    pool.on('error', (error) => console.warn(`[farmmaint] idle database connection closed: ${error.message}`));
    await pool.query('select 1'); // fail at start, not on the first request
    return {
      kind: 'postgres',
      db: drizzlePg(pool, { schema, logger }) as unknown as Db,
      pool,
      exec: async (sqlText) => void (await pool.query(sqlText)),
      queryArrays: async (text, values, name) => {
        statements++;
        return (await pool.query({ name, text, values, rowMode: 'array', types: pgTypes })).rows;
      },
      statementCount,
      listen: (listener) => listenOnServer(databaseUrl, listener),
      close: () => endPool(pool),
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  // A committed write is on disk before it is acknowledged (durable-nodefs.ts).
  const open = () =>
    PGlite.create({
      fs: new DurableNodeFS(options.dataDir),
      startParams: DURABLE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
    });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) {
    // initdb's WASM instance stays referenced by the client that ran it (~430 MB resident
    // here); closing and reopening once after creating the cluster halves the footprint.
    await (await open()).close();
  }
  const client = await open();
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema, logger }) as unknown as Db,
    exec: async (sqlText) => void (await client.exec(sqlText)),
    queryArrays: async (text, params) => {
      statements++;
      return (await client.query<unknown[]>(text, params, { rowMode: 'array', parsers: pgliteParsers })).rows;
    },
    statementCount,
    // One in-process connection: notifications arrive as the notifying statement completes.
    listen: async (listener) => {
      const unlisten = await Promise.all(
        Object.entries(listener.channels).map(([channel, handle]) => client.listen(channel, handle)),
      );
      listener.onListening(true);
      return async () => {
        listener.onListening(false);
        for (const stop of unlisten) await stop();
      };
    },
    close: () => client.close(),
  };
}
