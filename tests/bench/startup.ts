// Cold start and memory of the gateway process: time from spawn to "ready" on an empty
// data dir (migrations + demo seed) and on an existing one, and the resident memory
// (VmRSS) right after start and after a burst of requests.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StartupFigures {
  label: string;
  readyMs: number;
  rssAfterStartMb: number;
  rssAfterLoadMb: number;
}

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
};

async function burst(url: string, requests: number): Promise<void> {
  const signIn = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager@farmmaint.app', password: 'Manager#2026' }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const query = JSON.stringify({
    query: '{ me { id } farms { id name } notifications { id title read } navigation { default { id } } }',
  });
  for (let i = 0; i < requests; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${url}/graphql`, { method: 'POST', headers, body: query }).then((r) => r.text()),
      ),
    );
  }
}

export async function measureStartup(
  label: string,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<StartupFigures> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', AUTH_RATE_LIMIT: '1000', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /ready in \d+ ms on (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`gateway exited (${code}) before ready:\n${output}`)));
  });
  const readyMs = Math.round(performance.now() - started);
  const rssAfterStartMb = rssMb(child.pid!);
  await burst(url, 500);
  const rssAfterLoadMb = rssMb(child.pid!);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { label, readyMs, rssAfterStartMb, rssAfterLoadMb };
}

export async function startupBench(): Promise<StartupFigures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'farmmaint-bench-'));
  try {
    const results = [
      await measureStartup('embedded, empty data dir (cold)', dataDir),
      await measureStartup('embedded, existing data dir', dataDir),
    ];
    if (process.env.DATABASE_URL)
      results.push(await measureStartup('PostgreSQL server', dataDir, { DATABASE_URL: process.env.DATABASE_URL }));
    return results;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
