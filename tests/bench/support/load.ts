// A bounded load from autocannon: `clients` keep-alive connections send POSTs for `seconds`
// (loopback only). Fixed-duration runs measure a fast baseline and a slow gateway alike;
// a fixed count would end the fast ones inside autocannon's one-second sampling tick. A fetch loop in Node tops out near 2k requests/s here, which would
// hide the baselines' real ceiling; autocannon does not.
import autocannon from 'autocannon';

export interface LoadTarget {
  url: string;
  headers: Record<string, string>;
  /**
   * One body for every request; or, per connection (0, 1, …), the bodies it sends in turn,
   * round and round: each connection reads its own records, or works its own records through
   * a cycle of writes that stays legal (hold, resume, hold, …).
   */
  body: string | ((connection: number) => string[]);
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
}

export async function load(target: LoadTarget, clients: number, seconds: number): Promise<LoadResult> {
  const { body } = target;
  let connection = 0;
  const result = await autocannon({
    ...target,
    body: typeof body === 'string' ? body : undefined,
    setupClient:
      typeof body === 'string'
        ? undefined
        : (client) => client.setRequests(body(connection++).map((each) => ({ body: each }))),
    method: 'POST',
    connections: clients,
    duration: seconds,
    // A GraphQL error comes back with HTTP 200: an answer naming one is no answer.
    verifyBody: (answer) => !String(answer).includes('"errors":'),
  });
  if (result.errors || result.non2xx || result.mismatches)
    throw new Error(
      `${target.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers, ${result.mismatches} GraphQL errors`,
    );
  const elapsed = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    requests: result.requests.sent,
    seconds: Math.round(elapsed * 100) / 100,
    rps: Math.round(result.requests.sent / elapsed),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.total / Math.max(1, result.requests.sent)),
  };
}
