// The work-order bench data (1,000,000 orders over 50 farms, work-order-data.ts) built once
// per database for every bench suite that runs on it: on the embedded database (a throw-away
// data dir) and on a scratch database of the PostgreSQL server named by BENCH_DATABASE_URL or
// DATABASE_URL (created here, dropped after; "not run" without either). Each suite adds its
// own data and reads its targets before any gateway starts, then runs its cases against a
// gateway of its own. `npm run bench` builds the data once for all its suites; the build
// takes minutes, the cases seconds. BENCH_DATABASES=pglite (or postgres) runs one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../../gateway/src/db/client.js';
import { withScratchDatabase } from './scratch-db.js';
import { prepareWorkOrders, TOTAL_ORDERS, type WorkOrderFarm } from './work-order-data.js';

const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

export type DatabaseLabel = 'PGlite' | 'PostgreSQL';

/** What every case's row says: on which database, how fast, and against which target. */
export interface BenchRow {
  database: string;
  p50: number;
  p99: number;
  rps: number;
  target: string;
  result: string;
}

/** One bench's part of a run on the work-order data. */
export interface BenchSuite<Targets, Row> {
  /** Adds its own data (if any) and reads what its cases need; the database closes after. */
  prepare(database: Database, farms: WorkOrderFarm[]): Promise<Targets>;
  /** Its cases, against a gateway it starts with `env` (DATA_DIR, and DATABASE_URL on a server). */
  run(label: DatabaseLabel, env: NodeJS.ProcessEnv, targets: Targets): Promise<Row[]>;
  /** Its row saying the database was not run, and why. */
  notRun(label: DatabaseLabel, why: string): Row;
}

// Suites of different row types run side by side; each gets back its own.
type AnySuite = BenchSuite<unknown, unknown>;

async function onDatabase(label: DatabaseLabel, database: Database, env: NodeJS.ProcessEnv, suites: AnySuite[]) {
  const { farms, loadSeconds } = await prepareWorkOrders(database);
  console.log(`${label}: ${TOTAL_ORDERS.toLocaleString('en')} orders loaded in ${loadSeconds} s`);
  const targets = [];
  for (const suite of suites) targets.push(await suite.prepare(database, farms));
  await database.close();
  const rows: unknown[][] = [];
  for (const [i, suite] of suites.entries()) rows.push(await suite.run(label, env, targets[i]));
  return rows;
}

async function embedded(suites: AnySuite[]): Promise<unknown[][]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'farmmaint-bench-wo-'));
  try {
    return await onDatabase('PGlite', await openDatabase({ dataDir }), { DATA_DIR: dataDir }, suites);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function server(suites: AnySuite[]): Promise<unknown[][]> {
  const label = 'PostgreSQL';
  if (!SERVER_URL) return suites.map((suite) => [suite.notRun(label, 'set BENCH_DATABASE_URL or DATABASE_URL')]);
  return withScratchDatabase(SERVER_URL, 'farmmaint_bench_wo', async (scratch) => {
    if ('notRun' in scratch) return suites.map((suite) => [suite.notRun(label, scratch.notRun)]);
    // The data dir keeps only the gateway's generated token secret.
    const dataDir = mkdtempSync(join(tmpdir(), 'farmmaint-bench-wo-'));
    try {
      const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
      return await onDatabase(label, database, { DATABASE_URL: scratch.url, DATA_DIR: dataDir }, suites);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

/** Each suite's rows, PGlite's then PostgreSQL's, from one build of the data per database. */
export async function onWorkOrderData(suites: AnySuite[]): Promise<unknown[][]> {
  const runs = [
    ...(DATABASES.includes('pglite') ? [await embedded(suites)] : []),
    ...(DATABASES.includes('postgres') ? [await server(suites)] : []),
  ];
  return suites.map((_, i) => runs.flatMap((rows) => rows[i]));
}
