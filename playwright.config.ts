// End-to-end specs: the built SPA (npm run test:e2e builds it first) served by the real
// gateway on its own port and a fresh embedded database seeded with the demo fixtures.
import { existsSync, rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { scratchDir } from './tests/gateway/support/scratch-dir';

const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
// Made once, by the runner process, which removes it when the run is over (in memory, it
// would hold on to RAM); workers inherit it instead of making their own.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = (process.env.E2E_DATA_DIR = scratchDir('farmmaint-e2e-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // The longest journeys (create two machines, read, attach, retire) take ~25 s alone on a
  // 2-core machine; with two workers sharing it they went past a 30 s budget.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // Recording a trace streams a screenshot of every paint: it made each spec ~40 % slower
    // on 2 cores, so only the retry of a failed test records one.
    trace: 'on-first-retry',
    // The app turns antd's motion off for people who ask for less of it; the specs do too,
    // so a click never lands on a drawer or menu that is still sliding in.
    reducedMotion: 'reduce',
  },
  webServer: {
    command: 'npx tsx gateway/src/main.ts',
    url: `http://localhost:${port}/sign-in`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // A build of one's own (WEB_DIST=/tmp/…-dist), so that parallel runs do not share web/dist.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      NODE_ENV: 'test',
      // Every spec signs in from 127.0.0.1; the default 20 attempts a minute is for people.
      AUTH_RATE_LIMIT: '1000',
    },
  },
});
