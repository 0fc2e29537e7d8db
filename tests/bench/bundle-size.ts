// Gzipped JS a real browser loads for /sign-in and for /dashboard (signed in as the tech
// demo account). Starts nothing: point BASE_URL at a running gateway serving web/dist.
//   npx tsx tests/bench/bundle-size.ts      (BASE_URL defaults to http://localhost:4000; npm run bench starts one)
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:4000';
const BUDGET_KB = { '/sign-in': 150, '/dashboard': 250 } as const;
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

interface Script {
  url: string;
  gzip: number;
}

/** Records every JS response the page loads while `visit` runs. */
async function measure(page: Page, visit: () => Promise<void>): Promise<Script[]> {
  const pending: Promise<Script | null>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body).length }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(pending)).filter((script): script is Script => script !== null);
}

function report(route: keyof typeof BUDGET_KB, scripts: Script[]): boolean {
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
  console.log(`\n${route}: ${scripts.length} scripts, ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB[route]} KB)`);
  console.table(
    scripts
      .sort((a, b) => b.gzip - a.gzip)
      .map((script) => ({ script: script.url, 'gzip KB': Number((script.gzip / 1024).toFixed(1)) })),
  );
  return total <= BUDGET_KB[route];
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signIn = await measure(page, async () => {
    await page.goto(`${BASE_URL}/sign-in`);
    await page.getByTestId('sign-in-form').waitFor();
  });
  await page.getByTestId('email').fill('tech@farmmaint.app');
  await page.getByTestId('password').fill('Tech#2026');
  // A new page in the same context: the token is in localStorage, the cache is cold.
  await page.getByTestId('submit').click();
  await page.waitForURL('**/dashboard');
  const fresh = await context.newPage();
  const dashboard = await measure(fresh, async () => {
    await fresh.goto(`${BASE_URL}/dashboard`);
    await fresh.getByTestId('page-dashboard').waitFor();
  });
  const withinBudget = [report('/sign-in', signIn), report('/dashboard', dashboard)].every(Boolean);
  process.exitCode = withinBudget ? 0 : 1;
} finally {
  await browser.close();
}
