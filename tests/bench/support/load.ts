// A bounded load from autocannon: `clients` keep-alive connections send POSTs for `seconds`
// (loopback only). Fixed-duration runs measure a fast baseline and a slow gateway alike;
// a fixed count would end the fast ones inside autocannon's one-second sampling tick. A fetch loop in Node tops out near 2k requests/s here, which would
// hide the baselines' real ceiling; autocannon does not.
import autocannon from 'autocannon';
import { gql } from './gateway.js';

export interface LoadTarget {
  url: string;
  headers: Record<string, string>;
  /** POST unless told (a CSV file is a GET, without a body). */
  method?: 'GET' | 'POST';
  /**
   * One body for every request; or, per connection (0, 1, …), the bodies it sends in turn,
   * round and round: each connection reads its own records, or works its own records through
   * a cycle of writes that stays legal (hold, resume, hold, …).
   */
  body?: string | ((connection: number) => string[]);
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
}

/**
 * `clients` connections for `seconds`, or until `until` settles if sooner: a load that spans
 * some other work (a scheduler pass) and ends with it, so no idle time dilutes its figures.
 */
export async function load(
  target: LoadTarget,
  clients: number,
  seconds: number,
  until?: Promise<unknown>,
  latencies?: number[],
): Promise<LoadResult> {
  const { body } = target;
  let connection = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        ...target,
        body: typeof body === 'function' ? undefined : body,
        setupClient:
          typeof body !== 'function'
            ? undefined
            : (client) => client.setRequests(body(connection++).map((each) => ({ body: each }))),
        method: target.method ?? 'POST',
        connections: clients,
        duration: seconds,
        // A GraphQL error comes back with HTTP 200: an answer naming one is no answer.
        verifyBody: (answer) => !String(answer).includes('"errors":'),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    if (latencies) instance.on('response', (_client, _status, _bytes, ms: number) => latencies.push(ms));
    const stop = () => instance.stop();
    // Its failure is the caller's to report; here it only ends the load.
    until?.then(stop, stop);
  });
  // A request that outlasts autocannon's 10 s is a timeout: slow, not broken, so it is figured in.
  if (result.errors > result.timeouts || result.non2xx || result.mismatches)
    throw new Error(
      `${target.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers, ${result.mismatches} GraphQL errors`,
    );
  const answered = result.requests.total > 0;
  const elapsed = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    requests: result.requests.sent,
    seconds: Math.round(elapsed * 100) / 100,
    rps: Math.round(result.requests.sent / elapsed),
    p50: answered ? result.latency.p50 : Infinity,
    p99: answered && !result.timeouts ? result.latency.p99 : Infinity,
    bytes: Math.round(result.throughput.total / Math.max(1, result.requests.sent)),
  };
}

/**
 * Loads that are compared with each other (a request and its ceiling, a big farm and a small
 * one), run in turns: `turns` rounds, each giving every target `seconds / turns`, in an order
 * that rotates from round to round; each target's turns pooled into one result, its latency
 * percentiles from every answer of every turn. Back to back, the machine's drift went into
 * the comparison: on a shared 2-core VM the same request's rate moved by ±25 % within a
 * minute. In turns, each target gets its share of the drift.
 */
export async function loadInTurns(
  targets: LoadTarget[],
  clients: number,
  seconds: number,
  /** A counter read before and after each turn (a process's CPU ms): `metered` is its increase per request. */
  meter: () => number = () => 0,
  turns = 4,
): Promise<(LoadResult & { metered: number })[]> {
  const pooled = targets.map(() => ({
    requests: 0,
    seconds: 0,
    bytes: 0,
    metered: 0,
    timedOut: false,
    latencies: [] as number[],
  }));
  for (let turn = 0; turn < turns; turn++)
    for (let k = 0; k < targets.length; k++) {
      const i = (k + turn) % targets.length;
      const before = meter();
      const result = await load(targets[i], clients, seconds / turns, undefined, pooled[i].latencies);
      pooled[i].metered += meter() - before;
      pooled[i].requests += result.requests;
      pooled[i].seconds += result.seconds;
      pooled[i].bytes += result.bytes * result.requests;
      pooled[i].timedOut ||= result.p99 === Infinity;
    }
  return pooled.map(({ requests, seconds: elapsed, bytes, metered, timedOut, latencies }) => {
    const sorted = latencies.sort((a, b) => a - b);
    const at = (share: number) => (sorted.length ? sorted[Math.ceil(share * sorted.length) - 1] : Infinity);
    return {
      requests,
      seconds: Math.round(elapsed * 100) / 100,
      rps: Math.round(requests / elapsed),
      p50: at(0.5),
      p99: timedOut ? Infinity : at(0.99),
      bytes: Math.round(bytes / Math.max(1, requests)),
      metered: metered / Math.max(1, requests),
    };
  });
}

/**
 * Answers before the load: a document runs compiled from its second use, and V8 optimises
 * what runs hot. `bodies` go round twice, each answer must be clean (a write comes back to
 * where it started); then, for a `target`, a second of load whose figures are dropped.
 */
export async function warmUp(url: string, token: string, label: string, bodies: string[], target?: LoadTarget) {
  for (const text of [...bodies, ...bodies]) {
    const { query, variables } = JSON.parse(text);
    const answer = await gql(url, token, query, variables);
    if (answer.status !== 200 || answer.errors)
      throw new Error(`${label}: HTTP ${answer.status} ${JSON.stringify(answer.errors)}`);
  }
  if (target) await load(target, 10, 1);
}
