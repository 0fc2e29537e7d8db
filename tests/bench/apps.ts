// `npm run bench:apps`: the demo apps' three heaviest reads (issue 12) at 10 clients: the
// mail list (inbox, a page), the products page (a search, sorted by price, descending) and
// global search (contacts, pages and tasks), each beside the same-run ceiling: Express 5 +
// Apollo Server 5 with a jose token check answering the same bytes from memory
// (servers/baseline-apollo.ts). Target on PostgreSQL: each at ≥ 50 % of its ceiling's req/s;
// a miss fails the bench. PGlite is reported only. BENCH_DATABASES=pglite (or postgres) runs
// one; BENCH_SECONDS changes the duration of a case.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../gateway/src/db/migrate.js';
import { openDatabase } from '../../gateway/src/db/client.js';
import { seedDemo } from '../../gateway/src/db/seed.js';
import type { BenchRow } from './support/bench-databases.js';
import { gql, isMain, signIn, startGatewayProcess, stopQuietly } from './support/gateway.js';
import { load, warmUp, type LoadResult } from './support/load.js';
import { withScratchDatabase } from './support/scratch-db.js';
import { spawnServer, type Spawned } from './support/spawn.js';

const CLIENTS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
const SECRET = 'bench-secret-0123456789-abcdefghijklmnop';

interface Case {
  request: string;
  query: string;
  variables: Record<string, unknown>;
  /** The field's arguments in the ceiling's schema, and its query (same variables, no selection). */
  ceilingArgs: string;
  ceilingQuery: string;
}

const CASES: Case[] = [
  {
    request: 'mail list: inbox, page 2',
    query: `query($folder: String, $page: Int) { mails(folder: $folder, page: $page, size: 10) {
      items { id type from { avatar contact } to cc bcc ccCount bccCount date subject content starred important unread folder labels
        attachments { type name size preview downloadUrl } }
      pagination { total page size lastPage } } }`,
    variables: { folder: 'inbox', page: 1 },
    ceilingArgs: '(folder: String, page: Int, size: Int)',
    ceilingQuery: 'query($folder: String, $page: Int) { mails(folder: $folder, page: $page, size: 10) }',
  },
  {
    request: 'products: search "watch", by price descending',
    query: `query($search: String) { inventoryProducts(search: $search, sort: PRICE, order: DESC, page: 0, size: 10) {
      products { id category name description tags sku barcode brand vendor stock reserved cost basePrice taxPercent price
        weight thumbnail images active }
      pagination { length size page lastPage startIndex endIndex } } }`,
    variables: { search: 'watch' },
    ceilingArgs: '(search: String, sort: String, order: String, page: Int, size: Int)',
    ceilingQuery: 'query($search: String) { inventoryProducts(search: $search, page: 0, size: 10) }',
  },
  {
    request: 'global search "the"',
    query: `query($query: String!) { globalSearch(query: $query) {
      contacts { link value contact { id name avatar emails { email label } } }
      pages { link value page { id title } }
      tasks { link value titleHtml task { id title notes completed } } } }`,
    variables: { query: 'the' },
    ceilingArgs: '(query: String!)',
    ceilingQuery: 'query($query: String!) { globalSearch(query: $query) }',
  },
];

export interface AppsBenchRow extends BenchRow {
  request: string;
  ceiling: string;
}

const body = (query: string, variables: object) => JSON.stringify({ query, variables });

async function benchOn(label: string, env: NodeJS.ProcessEnv): Promise<AppsBenchRow[]> {
  const work = mkdtempSync(join(tmpdir(), 'farmmaint-bench-apps-'));
  let gateway: Spawned | undefined;
  const rows: AppsBenchRow[] = [];
  try {
    gateway = await startGatewayProcess({
      ...env,
      NODE_ENV: 'production',
      JOBS_EVERY_SECONDS: '0',
      JWT_SECRET: SECRET,
    });
    const token = await signIn(gateway.url);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    for (const each of CASES) {
      const request = body(each.query, each.variables);
      const target = { url: `${gateway.url}/graphql`, headers, body: request };
      // The first call seeds the account's copy of the app; then compiled and warm.
      await warmUp(gateway.url, token, each.request, [request], target);
      const measured = await load(target, CLIENTS, SECONDS);
      const answer = await gql(gateway.url, token, each.query, each.variables);
      const bodyFile = join(work, 'body.json');
      writeFileSync(bodyFile, JSON.stringify({ data: answer.data }));
      const apollo = await spawnServer('tests/bench/servers/baseline-apollo.ts', {
        BODY_FILE: bodyFile,
        JWT_SECRET: SECRET,
        FIELD_ARGS: each.ceilingArgs,
      });
      let ceiling: LoadResult;
      try {
        ceiling = await load(
          { url: `${apollo.url}/graphql`, headers, body: body(each.ceilingQuery, each.variables) },
          CLIENTS,
          SECONDS,
        );
      } finally {
        await apollo.stop();
      }
      const share = measured.rps / ceiling.rps;
      const judged = label === 'PostgreSQL';
      rows.push({
        database: label,
        request: each.request,
        p50: measured.p50,
        p99: measured.p99,
        rps: measured.rps,
        ceiling: `${Math.round(share * 100)} % of ${ceiling.rps} req/s (p50 ${ceiling.p50}, p99 ${ceiling.p99} ms)`,
        target: '≥ 50 % of ceiling',
        result: !judged ? 'reported' : share >= 0.5 ? 'pass' : 'FAIL',
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
  } finally {
    await stopQuietly(gateway);
    rmSync(work, { recursive: true, force: true });
  }
  return rows;
}

const notRun = (database: string, why: string): AppsBenchRow => ({
  database,
  request: '-',
  p50: NaN,
  p99: NaN,
  rps: NaN,
  ceiling: '-',
  target: '-',
  result: `not run: ${why}`,
});

/** Each database's rows: PGlite on a throw-away data dir, PostgreSQL on a scratch database. */
export async function appsBench(): Promise<AppsBenchRow[]> {
  const rows: AppsBenchRow[] = [];
  if (DATABASES.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'farmmaint-bench-apps-'));
    try {
      rows.push(...(await benchOn('PGlite', { DATA_DIR: dataDir })));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (DATABASES.includes('postgres')) {
    if (!SERVER_URL) rows.push(notRun('PostgreSQL', 'set BENCH_DATABASE_URL or DATABASE_URL'));
    else
      rows.push(
        ...(await withScratchDatabase(SERVER_URL, 'farmmaint_bench_apps', async (scratch) => {
          if ('notRun' in scratch) return [notRun('PostgreSQL', scratch.notRun)];
          const dataDir = mkdtempSync(join(tmpdir(), 'farmmaint-bench-apps-'));
          try {
            const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
            await migrate(database);
            await seedDemo(database.db);
            await database.close();
            return await benchOn('PostgreSQL', { DATABASE_URL: scratch.url, DATA_DIR: dataDir });
          } finally {
            rmSync(dataDir, { recursive: true, force: true });
          }
        })),
      );
  }
  return rows;
}

/** Fails the run while a PostgreSQL case is under half its ceiling. */
export function checkApps(rows: AppsBenchRow[]): void {
  const failed = rows.filter((row) => row.result === 'FAIL');
  if (failed.length)
    throw new Error(`apps bench: ${failed.map((row) => row.request).join('; ')} under 50 % of ceiling`);
}

if (isMain(import.meta.url)) {
  const rows = await appsBench();
  console.table(rows);
  checkApps(rows);
}
