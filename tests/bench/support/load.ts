// A bounded closed-loop load: `clients` concurrent loops send requests until `requests`
// have been sent, each timing its own requests. Loopback only.
export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
}

export async function load(send: () => Promise<Response>, clients: number, requests: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let sent = 0;
  let bytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (sent < requests) {
        sent++;
        const t = performance.now();
        const res = await send();
        const body = await res.arrayBuffer();
        if (!res.ok) throw new Error(`HTTP ${res.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
        latencies.push(performance.now() - t);
        bytes = body.byteLength;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  return { requests: latencies.length, seconds: Math.round(seconds * 10) / 10, rps: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99), bytes };
}
