// The real `main.ts` process: a second process on the same embedded data dir must stop
// with a clear message instead of corrupting it; SIGTERM closes the database cleanly, and
// the next start finds the data (not seeded twice).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDir } from './support/scratch-dir.js';

const dataDir = scratchDir('farmmaint-life-');
const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', JWT_SECRET: 'lifecycle-test-secret-0123456789abcdef' };
delete (env as Record<string, string | undefined>).DATABASE_URL;

function launch() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /ready in \d+ ms on (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1]);
    }, 50);
    exited.then(() => reject(new Error(`exited before ready:\n${output}`))).finally(() => clearInterval(timer));
  });
  ready.catch(() => {}); // awaited by the test; avoids an unhandled rejection when a launch is meant to fail
  return { child, exited, ready, output: () => output };
}

const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function signInStatus(url: string): Promise<number> {
  const res = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'tech@farmmaint.app', password: 'Tech#2026' }),
  });
  return res.status;
}

describe('gateway process on an embedded data dir', () => {
  it('refuses a second process, shuts down cleanly on SIGTERM and keeps the data', async () => {
    const first = launch();
    running.push(first.child);
    const url = await first.ready;
    expect(await signInStatus(url)).toBe(200);
    expect(existsSync(join(dataDir, 'farmmaint.lock'))).toBe(true);

    const second = launch();
    running.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by another FarmMaint process/);
    expect(await signInStatus(url)).toBe(200); // the first one is unharmed

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/SIGTERM: closing the database/);
    expect(existsSync(join(dataDir, 'farmmaint.lock'))).toBe(false);

    const third = launch();
    running.push(third.child);
    const url3 = await third.ready;
    expect(third.output()).not.toMatch(/seeded the demo fixtures/);
    expect(await signInStatus(url3)).toBe(200);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  }, 90_000);
});
