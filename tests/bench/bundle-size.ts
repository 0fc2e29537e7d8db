// Gzipped JS a real browser loads for /sign-in and for every signed-in section (signed in
// as the admin demo account, who may open them all), each in a fresh browser context so the
// HTTP cache is cold. "Shell" is what every signed-in section loads; "route" is the rest a
// section loads. /dashboard is also counted "before the charts" (issue 11): without the chunks
// that only its lazy charts load, which the build's manifest names. Exits non-zero when the
// shell, /dashboard before its charts or /sign-in is over its budget, or the charts are not
// a chunk of their own. Starts nothing: point BASE_URL at a running gateway serving the build.
//   npx tsx tests/bench/bundle-size.ts      (BASE_URL defaults to http://localhost:4000; npm run bench starts one)
// The build writes a treemap of where the bytes go (vite.config.ts) beside its output
// directory, and its manifest inside it; WEB_DIST (default web/dist) says which build the
// gateway serves.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:4000';
const WEB_DIST = process.env.WEB_DIST ?? 'web/dist';
const BUDGET_KB = { shell: 215, '/dashboard before charts': 250, '/sign-in': 150 } as const;
/** The dashboard's charts: a lazy module whose chunks must not be needed for the tiles. */
const CHARTS_MODULE = 'src/features/dashboard/components/DashboardCharts.tsx';
const SECTIONS = [
  '/dashboard',
  '/work-orders/corrective',
  '/work-orders/preventive',
  '/planning',
  '/equipment',
  '/inventory',
  '/reports',
  '/user-management',
] as const;
/** What says a section has shown: its page, and on /dashboard the charts drawn, so all of it is counted. */
const READY: Record<string, string> = { '/dashboard': '[data-testid="dashboard-chart-downtime"] canvas' };
const ACCOUNT = { email: 'admin@farmmaint.app', password: 'Admin#2026' };
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

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The scripts among `loaded` that only the charts need: walking the build's module graph from
 * the app's entry, through static imports and the lazy imports the page did load, but never
 * into the charts' module, reaches everything else; what is left came for the charts.
 */
function chartsOnly(loaded: readonly Script[]): Set<string> {
  const path = join(resolve(WEB_DIST), '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`No build manifest at ${path}: build with \`npm run build\`.`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const url = (key: string) => `/${manifest[key]!.file}`;
  const urls = new Set(loaded.map((script) => script.url));
  if (!manifest[CHARTS_MODULE] || !urls.has(url(CHARTS_MODULE))) {
    throw new Error(`/dashboard did not load ${CHARTS_MODULE}'s chunk: is ${WEB_DIST} the build the gateway serves?`);
  }
  const reached = new Set<string>();
  const walk = (key: string) => {
    if (key === CHARTS_MODULE || reached.has(key)) return;
    reached.add(key);
    for (const next of manifest[key]!.imports ?? []) walk(next);
    for (const next of manifest[key]!.dynamicImports ?? []) if (urls.has(url(next))) walk(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key);
  const needed = new Set([...reached].map(url));
  return new Set([...urls].filter((script) => !needed.has(script)));
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const sum = (scripts: readonly Script[]) => scripts.reduce((total, script) => total + script.gzip, 0);

/** The scripts a cold browser context loads for `path` until the page shows and the network is idle. */
async function visit(
  browser: Browser,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
  path: string,
  ready: string,
) {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    const scripts = await measure(page, async () => {
      await page.goto(`${BASE_URL}${path}`);
      await page
        .locator(ready)
        .first()
        .waitFor()
        .catch((error: Error) => {
          throw new Error(`${path} never showed ${ready} (on ${page.url()}): ${error.message}`);
        });
    });
    const landed = new URL(page.url()).pathname;
    if (landed !== path)
      throw new Error(`${path} ended on ${landed}: the bench account must be able to open every section`);
    return scripts;
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const signIn = await visit(browser, undefined, '/sign-in', '[data-testid="sign-in-form"]');

  // Sign in once; each section then opens in a new context holding only the stored token.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/sign-in`);
  await page.getByTestId('email').fill(ACCOUNT.email);
  await page.getByTestId('password').fill(ACCOUNT.password);
  await page.getByTestId('submit').click();
  await page.waitForURL('**/dashboard');
  const storageState = await context.storageState();
  await context.close();

  const sections = new Map<string, Script[]>();
  for (const path of SECTIONS)
    sections.set(path, await visit(browser, storageState, path, READY[path] ?? '[data-testid^="page-"]'));

  // The shell: every script that every signed-in section loads.
  const loadedBy = [...sections.values()].map((scripts) => new Set(scripts.map((script) => script.url)));
  const shell = sections.get('/dashboard')!.filter((script) => loadedBy.every((urls) => urls.has(script.url)));
  const shellUrls = new Set(shell.map((script) => script.url));
  const shellKb = kb(sum(shell));

  const rows = [...sections.entries(), ['/sign-in', signIn] as const].map(([route, scripts]) => {
    const own = scripts.filter((script) => !shellUrls.has(script.url));
    return {
      route,
      'shell KB': kb(sum(scripts) - sum(own)),
      'route KB': kb(sum(own)),
      'total KB': kb(sum(scripts)),
      scripts: scripts.length,
    };
  });
  console.log("\nGzipped JavaScript per route (cold cache). /sign-in's shell KB is the part of the shell it shares.");
  console.table(rows);
  console.log('\nThe shell, loaded by every signed-in section:');
  console.table(
    shell.sort((a, b) => b.gzip - a.gzip).map((script) => ({ script: script.url, 'gzip KB': kb(script.gzip) })),
  );

  const dashboard = sections.get('/dashboard')!;
  const charts = chartsOnly(dashboard);
  const beforeCharts = dashboard.filter((script) => !charts.has(script.url));
  console.log('\n/dashboard beyond the shell; "charts" marks the chunks only its lazy charts load:');
  console.table(
    dashboard
      .filter((script) => !shellUrls.has(script.url))
      .sort((a, b) => b.gzip - a.gzip)
      .map((script) => ({
        script: script.url,
        'gzip KB': kb(script.gzip),
        charts: charts.has(script.url) ? 'charts' : '',
      })),
  );
  console.log(`/dashboard: ${kb(sum(beforeCharts))} KB before its charts load, ${kb(sum(dashboard))} KB with them.`);

  const checks = [
    { what: 'shell', kb: shellKb, budget: BUDGET_KB.shell },
    { what: '/dashboard before charts', kb: kb(sum(beforeCharts)), budget: BUDGET_KB['/dashboard before charts'] },
    { what: '/sign-in total', kb: kb(sum(signIn)), budget: BUDGET_KB['/sign-in'] },
  ];
  for (const check of checks) {
    console.log(
      `${check.kb <= check.budget ? 'ok  ' : 'OVER'} ${check.what}: ${check.kb} KB gzip (budget ${check.budget} KB)`,
    );
  }
  const treemap = resolve(join(dirname(resolve(WEB_DIST)), 'bundle-treemap.html'));
  console.log(
    existsSync(treemap)
      ? `Treemap of the build: ${treemap}`
      : `No treemap at ${treemap}: build with \`npm run build\` to write it.`,
  );
  process.exitCode = checks.every((check) => check.kb <= check.budget) ? 0 : 1;
} finally {
  await browser.close();
}
