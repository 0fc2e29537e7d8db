// Durability: kill -9 during 1,000 acknowledged writes, restart, count. On the embedded
// database (a fresh DATA_DIR) and on the PostgreSQL server (a scratch database created on
// DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test, dropped at the end;
// "not run" when that server does not answer). 8 clients create shortcuts (one row each, a
// unique label); after a random 300–700 acknowledged ones the gateway's node process gets
// SIGKILL mid-stream, the rest of the 1,000 fail, and a new gateway on the same data lists
// the manager's shortcuts. Every write whose answer came back must be there: lost must be 0.
// `npx tsx tests/bench/durability.ts` runs it alone.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exited, gql, isMain, signIn, startGatewayProcess, stopQuietly } from './support/gateway.js';
import { withScratchDatabase } from './support/scratch-db.js';
import type { Spawned } from './support/spawn.js';

const WRITES = 1_000;
const CLIENTS = 8;
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface DurabilityRow {
  database: string;
  attempted: number | string;
  killedAfter: number | string;
  acknowledged: number | string;
  found: number | string;
  lost: number | string;
  /** Shortcuts whose answer never came back (in flight at the kill) but that were committed. */
  unacknowledgedFound: number | string;
  restartMs: number | string;
}

const CREATE = 'mutation($input: ShortcutInput!) { createShortcut(input: $input) { id label } }';

/** Sends the writes, kills the gateway after `killAt` acknowledgements, returns label → id of the acknowledged. */
async function writeUntilKilled(gateway: Spawned, token: string, killAt: number) {
  const acknowledged = new Map<string, string>();
  let next = 0;
  let killed = false;
  let failedBeforeKill: string | undefined;
  const gone = exited(gateway);
  const client = async () => {
    while (next < WRITES) {
      const n = next++;
      const label = `dur-${n}`;
      try {
        const answer = await gql<{ createShortcut: { id: string; label: string } }>(gateway.url, token, CREATE, {
          input: { label, link: '/equipment', useRouter: true },
        });
        const row = answer.data?.createShortcut;
        if (answer.status === 200 && !answer.errors && row?.label === label) {
          acknowledged.set(label, row.id);
          if (!killed && acknowledged.size >= killAt) {
            killed = true;
            gateway.child.kill('SIGKILL'); // the other clients' writes are in flight
          }
        } else if (!killed) {
          failedBeforeKill ??= `${label}: HTTP ${answer.status} ${JSON.stringify(answer.errors)}`;
        }
      } catch (error) {
        if (!killed) failedBeforeKill ??= `${label}: ${(error as Error).message}`;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  if (failedBeforeKill) throw new Error(`a write failed before the kill: ${failedBeforeKill}`);
  if (!killed) throw new Error(`only ${acknowledged.size} writes were acknowledged: the gateway was never killed`);
  await gone;
  if (gateway.child.signalCode !== 'SIGKILL')
    throw new Error(
      `the gateway ended by ${gateway.child.signalCode ?? `exit ${gateway.child.exitCode}`}, not SIGKILL`,
    );
  return { acknowledged, attempted: next };
}

/** One database: write, kill, restart, count. `env` names the database the gateways use. */
async function killAndCount(label: string, env: NodeJS.ProcessEnv, dataDir?: string): Promise<DurabilityRow> {
  const killAt = 300 + Math.floor(Math.random() * 401);
  let gateway: Spawned | undefined;
  try {
    gateway = await startGatewayProcess(env);
    if (dataDir) {
      // The process that is killed must be the one holding the embedded database.
      const owner = Number(readFileSync(join(dataDir, 'farmmaint.lock'), 'utf8'));
      if (owner !== gateway.child.pid)
        throw new Error(`the data dir is locked by pid ${owner}, not ${gateway.child.pid}`);
    }
    const token = await signIn(gateway.url);
    const { acknowledged, attempted } = await writeUntilKilled(gateway, token, killAt);
    if (dataDir && !existsSync(join(dataDir, 'farmmaint.lock')))
      throw new Error('the lock file is gone after the kill: the restart would not test taking over a stale lock');

    const restarted = await startGatewayProcess(env);
    gateway = restarted;
    const answer = await gql<{ shortcuts: { id: string; label: string }[] }>(
      restarted.url,
      await signIn(restarted.url),
      '{ shortcuts { id label } }',
    );
    if (answer.status !== 200 || answer.errors || !answer.data)
      throw new Error(
        `listing the shortcuts after the restart: HTTP ${answer.status} ${JSON.stringify(answer.errors)}`,
      );
    const present = new Map(answer.data.shortcuts.map((s) => [s.id, s.label]));
    const found = [...acknowledged].filter(([name, id]) => present.get(id) === name).length;
    const ids = new Set(acknowledged.values());
    const unacknowledgedFound = answer.data.shortcuts.filter(
      (s) => s.label.startsWith('dur-') && !ids.has(s.id),
    ).length;
    return {
      database: label,
      attempted,
      killedAfter: killAt,
      acknowledged: acknowledged.size,
      found,
      lost: acknowledged.size - found,
      unacknowledgedFound,
      restartMs: restarted.readyMs,
    };
  } finally {
    await stopQuietly(gateway);
  }
}

async function embedded(): Promise<DurabilityRow> {
  const dataDir = mkdtempSync(join(tmpdir(), 'farmmaint-durability-'));
  try {
    return await killAndCount('embedded (PGlite)', { DATA_DIR: dataDir }, dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function server(): Promise<DurabilityRow> {
  const label = 'PostgreSQL server';
  const notRun = (why: string): DurabilityRow => ({
    database: label,
    attempted: `not run: ${why}`,
    killedAfter: '-',
    acknowledged: '-',
    found: '-',
    lost: '-',
    unacknowledgedFound: '-',
    restartMs: '-',
  });
  return withScratchDatabase(SERVER_URL, 'farmmaint_durability', async (scratch) => {
    if ('notRun' in scratch) return notRun(scratch.notRun);
    const env = { DATABASE_URL: scratch.url };
    // Migrations and the demo fixtures: the gateway seeds only an embedded database.
    execFileSync(process.execPath, ['--import', 'tsx', 'gateway/src/db/cli.ts', 'seed'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return killAndCount(label, env);
  });
}

export async function durabilityBench(): Promise<DurabilityRow[]> {
  const rows = [await embedded(), await server()];
  const losing = rows.filter((row) => typeof row.lost === 'number' && row.lost > 0);
  if (losing.length) {
    console.table(rows);
    throw new Error(
      `acknowledged writes lost after kill -9: ${losing.map((r) => `${r.database}: ${r.lost}`).join(', ')}`,
    );
  }
  return rows;
}

if (isMain(import.meta.url)) console.table(await durabilityBench());
