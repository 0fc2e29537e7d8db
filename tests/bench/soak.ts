// Soak: 3,000 sequential list requests on the embedded database, each with a unique text
// filter of the longest length accepted (200 characters, LIMITS.filterText), alternating the
// equipment and parts lists with the same two documents and variables. Every filter is a new
// key for the caches that remember list totals and built statements, so this shows whether
// they stay bounded: after a warm-up with one filter, the gateway process's resident memory
// (VmRSS) may not grow by 100 MB or more. A 201-character filter must be refused
// (BAD_USER_INPUT).
// `npx tsx tests/bench/soak.ts` runs it alone.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { farmIdOf, gql, isMain, rssMb, signIn, startGatewayProcess, stopQuietly } from './support/gateway.js';
import type { Spawned } from './support/spawn.js';

const REQUESTS = 3_000;
const FILTER_LENGTH = 200;
const GROWTH_LIMIT_MB = 100;
/** How long the gateway is left idle before each reading. */
const IDLE_MS = 5_000;
/**
 * Requests with one and the same filter before the first reading: they load and compile the
 * code paths (graphql-jit, the statements' first build) without adding cache keys, so the
 * growth measured is the caches', not the warm-up's.
 */
const WARM_UP = 200;

const QUERIES = [
  {
    list: 'equipmentList',
    query:
      'query($farmId: ID!, $text: String) { equipmentList(farmId: $farmId, filter: { text: $text }) { totalCount edges { node { id code } } } }',
  },
  {
    list: 'spareParts',
    query:
      'query($farmId: ID!, $text: String) { spareParts(farmId: $farmId, filter: { text: $text }) { totalCount edges { node { id partNumber } } } }',
  },
] as const;

export interface SoakRow {
  requests: number;
  filterLength: number;
  rssBeforeMb: number;
  /** The lowest over IDLE_MS after the last request. */
  rssAfterMb: number;
  /** The highest of the samples taken every 500 requests and right after the last one. */
  rssPeakMb: number;
  growthMb: number;
  requestsPerSecond: number;
  over200Refused: string;
}

/** A filter unique to request `n`, `length` characters, nothing to trim at either end. */
function uniqueFilter(n: number, length: number): string {
  const text = `soak-${n}-${randomBytes(length).toString('base64url')}`.slice(0, length);
  if (text.length !== length) throw new Error('filter too short');
  return text.replace(/[-_]$/, 'x');
}

/**
 * The lowest RSS over `ms` without requests. Garbage is collected lazily and the freed pages go
 * back to the system in the background: right after the loop RSS can stand 100 MB above the
 * start, although a full collection leaves the live heap only ~10 MB larger (--expose-gc).
 */
async function settledRssMb(pid: number, ms: number): Promise<number> {
  let lowest = rssMb(pid);
  for (let waited = 0; waited < ms; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    lowest = Math.min(lowest, rssMb(pid));
  }
  return lowest;
}

const round = (value: number) => Math.round(value * 10) / 10;

export async function soakBench(): Promise<SoakRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'farmmaint-soak-'));
  let gateway: Spawned | undefined;
  try {
    gateway = await startGatewayProcess({ DATA_DIR: dataDir });
    const { url } = gateway;
    const pid = gateway.child.pid!;
    const token = await signIn(url);
    const farmId = await farmIdOf(url, token, 'FRM-001');
    const warmUpFilter = uniqueFilter(-2, FILTER_LENGTH);
    for (let n = 0; n < WARM_UP; n++) {
      const { query } = QUERIES[n % QUERIES.length];
      await gql(url, token, query, { farmId, text: warmUpFilter }, farmId);
    }
    const rssBeforeMb = await settledRssMb(pid, IDLE_MS);

    const seen = new Set<string>();
    let rssPeakMb = rssBeforeMb;
    const started = performance.now();
    for (let n = 0; n < REQUESTS; n++) {
      const { list, query } = QUERIES[n % QUERIES.length];
      const text = uniqueFilter(n, FILTER_LENGTH);
      seen.add(text);
      const answer = await gql<Record<string, { totalCount: number }>>(url, token, query, { farmId, text }, farmId);
      if (answer.status !== 200 || answer.errors || typeof answer.data?.[list]?.totalCount !== 'number')
        throw new Error(
          `request ${n} (${list}): HTTP ${answer.status} ${JSON.stringify(answer.errors ?? answer.data)}`,
        );
      if ((n + 1) % 500 === 0) rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
    }
    const seconds = (performance.now() - started) / 1000;
    if (seen.size !== REQUESTS) throw new Error(`only ${seen.size} distinct filters`);

    const tooLong = await gql<{ equipmentList?: unknown }>(
      url,
      token,
      QUERIES[0].query,
      { farmId, text: uniqueFilter(-1, FILTER_LENGTH + 1) },
      farmId,
    );
    const code = tooLong.errors?.[0]?.extensions?.code;
    const refused = tooLong.status === 400 || (tooLong.status === 200 && code === 'BAD_USER_INPUT');
    if (!refused || tooLong.data?.equipmentList)
      throw new Error(
        `a ${FILTER_LENGTH + 1}-character filter was not refused: HTTP ${tooLong.status} ${JSON.stringify(tooLong)}`,
      );

    rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
    const rssAfterMb = await settledRssMb(pid, IDLE_MS);
    const row: SoakRow = {
      requests: REQUESTS,
      filterLength: FILTER_LENGTH,
      rssBeforeMb: round(rssBeforeMb),
      rssAfterMb: round(rssAfterMb),
      rssPeakMb: round(Math.max(rssPeakMb, rssAfterMb)),
      growthMb: round(rssAfterMb - rssBeforeMb),
      requestsPerSecond: Math.round(REQUESTS / seconds),
      over200Refused: `HTTP ${tooLong.status} ${code ?? ''}`.trim(),
    };
    if (rssAfterMb - rssBeforeMb >= GROWTH_LIMIT_MB) {
      console.table([row]);
      throw new Error(`RSS grew by ${row.growthMb} MB over ${REQUESTS} unique filters (limit ${GROWTH_LIMIT_MB} MB)`);
    }
    return [row];
  } finally {
    await stopQuietly(gateway);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) console.table(await soakBench());
