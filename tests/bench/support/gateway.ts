// What the benches share: a gateway started in its own node process
// (main.ts, so the child's pid is the process that holds the database), a sign-in, a
// GraphQL call, and the child's resident memory and CPU time.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServer, type Spawned } from './spawn.js';

export const MANAGER = { email: 'manager@farmmaint.app', password: 'Manager#2026' };

/** Starts gateway/src/main.ts; `env` says which database (DATA_DIR or DATABASE_URL). */
export async function startGatewayProcess(env: NodeJS.ProcessEnv): Promise<Spawned & { readyMs: number }> {
  const started = performance.now();
  const gateway = await spawnServer(
    'gateway/src/main.ts',
    // DATABASE_URL is always passed, empty meaning "embedded": the bench's own one must not leak in.
    { DATABASE_URL: '', PORT: '0', AUTH_RATE_LIMIT: '100000', AUTH_FREE_FAILURES: '1000', ...env },
    /ready in \d+ ms on (http:\/\/localhost:\d+)/,
  );
  return { ...gateway, readyMs: Math.round(performance.now() - started) };
}

/** Resolves once the child has exited (and been reaped), at once if it already has. */
export function exited(gateway: Spawned): Promise<void> {
  const { child } = gateway;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Stops a gateway that may already be gone. */
export async function stopQuietly(gateway: Spawned | undefined): Promise<void> {
  if (!gateway) return;
  const { child } = gateway;
  if (child.exitCode !== null || child.signalCode !== null) return;
  await Promise.race([gateway.stop(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited(gateway);
  }
}

export async function signIn(url: string, account = MANAGER): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await res.json()) as { accessToken?: string };
  if (!res.ok || !body.accessToken)
    throw new Error(`sign-in as ${account.email}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.accessToken;
}

export interface GraphQLAnswer<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function gql<T>(
  url: string,
  token: string,
  query: string,
  variables: object = {},
  farmId?: string,
): Promise<GraphQLAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  if (farmId) headers['x-farm-id'] = farmId;
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const text = await res.text();
  let body: Omit<GraphQLAnswer<T>, 'status'>;
  try {
    body = JSON.parse(text);
  } catch {
    body = { errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] };
  }
  return { status: res.status, ...body };
}

/** The first farm with this reference (FRM-001…) among the signed-in user's. */
export async function farmIdOf(url: string, token: string, reference: string): Promise<string> {
  const answer = await gql<{ farms: { id: string; reference: string }[] }>(url, token, '{ farms { id reference } }');
  const farm = answer.data?.farms.find((f) => f.reference === reference);
  if (!farm) throw new Error(`farm ${reference} not found: ${JSON.stringify(answer)}`);
  return farm.id;
}

/** Resident memory (VmRSS) of a process, in MB. */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]) / 1024;
}

/** CPU time (user + system) a process has used so far, in ms (Linux: 100 clock ticks a second). */
export function cpuMs(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat, counted after the parenthesised command name.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** True when this module file is the script node was started with (`tsx tests/bench/x.ts`). */
export function isMain(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  const strip = (path: string) => path.replace(/\.[cm]?[jt]s$/, '');
  return strip(fileURLToPath(moduleUrl)) === strip(resolve(script));
}
