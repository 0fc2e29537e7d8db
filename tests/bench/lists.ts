// `npm run bench:lists`: p50/p99 and throughput of the equipment and parts lists (first
// page and a deep cursor page, with a text filter) under 10 concurrent clients, on the
// embedded database and, when DATABASE_URL is set, on the PostgreSQL server (also with
// nothing remembered between requests) — next to two baselines answering the same bytes: bare
// node:http, and Apollo Server + a jose check.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../gateway/src/db/client.js';
import { prepareBenchData, type BenchFarm } from './support/bench-data.js';
import { load, type LoadResult, type LoadTarget } from './support/load.js';
import { spawnServer } from './support/spawn.js';

const CLIENTS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SECRET = 'bench-secret-0123456789-abcdefghijklmnop';
const work = mkdtempSync(join(tmpdir(), 'farmmaint-bench-'));

/** The part of a list answer the bench walks. */
interface ListPage {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const LISTS = {
  equipment: {
    query: `query($farmId: ID!, $after: String) { equipmentList(farmId: $farmId, filter: { text: "pump" }, sort: { field: CODE }, first: 25, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id code name category status criticality meterValue meterUnit location } } } }`,
    pick: (data: Record<string, ListPage>) => data.equipmentList,
  },
  parts: {
    query: `query($farmId: ID!, $after: String) { spareParts(farmId: $farmId, filter: { text: "filter" }, sort: { field: PART_NUMBER }, first: 25, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id partNumber name category unit quantityOnHand minQuantity unitCost lowStock } } } }`,
    pick: (data: Record<string, ListPage>) => data.spareParts,
  },
} as const;

async function gql(url: string, token: string, query: string, variables: object) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.text();
  const parsed = JSON.parse(body);
  if (parsed.errors) throw new Error(JSON.stringify(parsed.errors));
  return { body, data: parsed.data };
}

/** A cursor ~`depth` pages in, found by walking the list (as a user paging far would). */
async function deepCursor(url: string, token: string, list: keyof typeof LISTS, farmId: string, depth: number) {
  let after: string | null = null;
  for (let page = 0; page < depth; page++) {
    const { data } = await gql(url, token, LISTS[list].query, { farmId, after });
    const connection = LISTS[list].pick(data);
    if (!connection.pageInfo.hasNextPage) break;
    after = connection.pageInfo.endCursor;
  }
  return after;
}

interface Row extends LoadResult {
  database: string;
  farm: string;
  list: string;
  page: string;
  vsHttp: string;
  vsApollo: string;
}

async function benchDatabase(label: string, env: NodeJS.ProcessEnv, farms: BenchFarm[]): Promise<Row[]> {
  const gateway = await spawnServer(
    'gateway/src/main.ts',
    { ...env, PORT: '0', JWT_SECRET: SECRET, AUTH_RATE_LIMIT: '1000', NODE_ENV: 'production' },
    /ready in \d+ ms on (http:\/\/localhost:\d+)/,
  );
  const rows: Row[] = [];
  try {
    const signIn = await fetch(`${gateway.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@farmmaint.app', password: 'Admin#2026' }),
    });
    const { accessToken: token } = (await signIn.json()) as { accessToken: string };
    for (const farm of farms) {
      for (const list of Object.keys(LISTS) as (keyof typeof LISTS)[]) {
        const deep = await deepCursor(gateway.url, token, list, farm.id, 40);
        for (const [page, after] of [
          ['first', null],
          ['deep (page ~40)', deep],
        ] as const) {
          const variables = { farmId: farm.id, after };
          const { body } = await gql(gateway.url, token, LISTS[list].query, variables);
          const bodyFile = join(work, 'body.json');
          writeFileSync(bodyFile, body);
          const request = (url: string, query: string = LISTS[list].query): LoadTarget => ({
            url: `${url}/graphql`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query, variables }),
          });
          // The baseline's field is a JSON scalar holding the same answer: no selection set.
          const baselineQuery = LISTS[list].query.replace(/\{\s*totalCount[\s\S]*$/, '}');
          const measured = await load(request(gateway.url), CLIENTS, SECONDS);
          const http = await spawnServer('tests/bench/servers/baseline-http.ts', { BODY_FILE: bodyFile });
          const httpResult = await load(request(http.url), CLIENTS, SECONDS);
          await http.stop();
          const apollo = await spawnServer('tests/bench/servers/baseline-apollo.ts', {
            BODY_FILE: bodyFile,
            JWT_SECRET: SECRET,
          });
          const apolloResult = await load(request(apollo.url, baselineQuery), CLIENTS, SECONDS);
          await apollo.stop();
          rows.push({
            database: label,
            farm: farm.label,
            list,
            page,
            ...measured,
            vsHttp: `${Math.round((measured.rps / httpResult.rps) * 100)}% of ${httpResult.rps} rps`,
            vsApollo: `${Math.round((measured.rps / apolloResult.rps) * 100)}% of ${apolloResult.rps} rps (p99 ${apolloResult.p99})`,
          });
          console.log(JSON.stringify(rows.at(-1)));
        }
      }
    }
  } finally {
    await gateway.stop();
  }
  return rows;
}

try {
  const results: Row[] = [];
  const dataDir = join(work, 'data');
  const embedded = await openDatabase({ dataDir });
  const embeddedFarms = await prepareBenchData(embedded);
  await embedded.close();
  results.push(...(await benchDatabase('embedded (PGlite)', { DATA_DIR: dataDir, DATABASE_URL: '' }, embeddedFarms)));
  if (process.env.DATABASE_URL) {
    const server = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
    const serverFarms = await prepareBenchData(server);
    await server.close();
    const serverEnv = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dataDir };
    results.push(...(await benchDatabase('PostgreSQL server', serverEnv, serverFarms)));
    // The worst case: no total or user remembered between requests (as if every filter and
    // every user were new); built statements are still reused, as they hold no data.
    results.push(
      ...(await benchDatabase(
        'PostgreSQL server, nothing remembered',
        { ...serverEnv, CACHE_SECONDS: '0' },
        serverFarms,
      )),
    );
  }
  console.table(results.map(({ bytes: _bytes, seconds: _seconds, requests: _requests, ...row }) => row));
} finally {
  rmSync(work, { recursive: true, force: true });
}
