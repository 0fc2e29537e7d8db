// A bounded load from autocannon: `clients` keep-alive connections send POSTs for `seconds`
// (loopback only). Fixed-duration runs measure a fast baseline and a slow gateway alike;
// a fixed count would end the fast ones inside autocannon's one-second sampling tick. A fetch loop in Node tops out near 2k requests/s here, which would
// hide the baselines' real ceiling; autocannon does not.
import autocannon from 'autocannon';

export interface LoadTarget {
  url: string;
  headers: Record<string, string>;
  body: string;
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
  const result = await autocannon({ ...target, method: 'POST', connections: clients, duration: seconds });
  if (result.errors || result.non2xx)
    throw new Error(`${target.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
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
