// `npm run bench`: the gateway's cold start and memory (bench/startup.ts), no acknowledged
// write lost to a kill -9 on either database (bench/durability.ts), memory under 3,000 unique
// list filters (bench/soak.ts), the gzipped JavaScript that /sign-in and each signed-in
// section load, shell and route apart (bench/bundle-size.ts), against a gateway started here
// on a throw-away data dir, the demo apps' three heaviest reads beside their Apollo+jose
// ceiling (bench/apps.ts), then work orders at 1,000,000 orders beside the same gateway's
// ceiling (bench/work-orders.ts), and on the same data with 50,000 plans, the dashboard, the
// planning month and a scheduler pass under load (bench/planning.ts), and each report over a
// year of the 100,000-order farm (bench/reports.ts). Build the app first
// (`npm run build`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appsBench, checkApps } from './apps.js';
import { durabilityBench } from './durability.js';
import { checkPlanning, planningSuite, type PlanningBenchRow } from './planning.js';
import { checkReports, reportsSuite, type ReportBenchRow } from './reports.js';
import { soakBench } from './soak.js';
import { startupBench } from './startup.js';
import { onWorkOrderData } from './support/bench-databases.js';
import { checkWorkOrders, workOrdersSuite, type WorkOrderBenchRow } from './work-orders.js';
import { spawnServer } from './support/spawn.js';

console.table(await startupBench());
console.table(await durabilityBench());
console.table(await soakBench());

if (!existsSync('web/dist/index.html')) {
  console.log('web/dist is missing: run `npm run build` to measure the bundles too.');
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'farmmaint-bundle-'));
  const gateway = await spawnServer(
    'gateway/src/main.ts',
    { DATA_DIR: dataDir, PORT: '0', AUTH_RATE_LIMIT: '1000' },
    /ready in \d+ ms on (http:\/\/localhost:\d+)/,
  );
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'tests/bench/bundle-size.ts'], {
      env: { ...process.env, BASE_URL: gateway.url },
      stdio: 'inherit',
    });
  } finally {
    await gateway.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const apps = await appsBench();
console.table(apps);

// Last: the longest (1,000,000 orders loaded per database, once for both), and it fails while
// a target is missed.
const [orders, planning, reports] = await onWorkOrderData([workOrdersSuite, planningSuite, reportsSuite]);
console.table(orders);
console.table(planning);
console.table(reports);
checkWorkOrders(orders as WorkOrderBenchRow[]);
checkPlanning(planning as PlanningBenchRow[]);
checkReports(reports as ReportBenchRow[]);
checkApps(apps);
