// `npm run bench:reports`: issue 13's report figures on the work-order bench data (1,000,000
// orders over 50 farms, support/bench-databases.ts) with the big farm's downtime, failure
// codes, labour and stock ledger (support/report-data.ts). Each report is asked alone, as the
// reports page asks for it, over the last 366 days of the 100,000-order farm, by REPORT_CLIENTS
// clients at once (a farm's managers opening reports together; autocannon, BENCH_SECONDS a
// case), and then as its CSV file.
// Targets: p99 < 500 ms on PostgreSQL, < 1.5 s on PGlite. A miss fails the bench.
import { loadavg } from 'node:os';
import type { Database } from '../../gateway/src/db/client.js';
import { onWorkOrderData, type BenchRow, type BenchSuite, type DatabaseLabel } from './support/bench-databases.js';
import { isMain, signIn, startGatewayProcess, stopQuietly } from './support/gateway.js';
import { load, warmUp } from './support/load.js';
import type { Spawned } from './support/spawn.js';
import { prepareReportData } from './support/report-data.js';
import { BENCH_MANAGER, type WorkOrderFarm } from './support/work-order-data.js';
import { SECONDS } from './work-orders.js';

const REPORT_CLIENTS = 2;
const TARGET_MS: Record<DatabaseLabel, number> = { PostgreSQL: 500, PGlite: 1500 };

const EQUIPMENT = 'equipment { id code name }';
const CODE = 'failureCode { id code label }';
/** Each report's selection, as the reports page reads it. */
const REPORTS: Record<string, string> = {
  reliability: `reliability { machines operatingHours failures mtbfHours repairs repairHours mttrHours downtimeHours
    availability byMachine { ${EQUIPMENT} basis operatingHours failures mtbfHours repairs repairHours mttrHours
    downtimeHours availability } }`,
  downtime: `downtime { totalHours byMachine { ${EQUIPMENT} hours periods share } byReason { reason hours periods share } }`,
  failurePareto: `failurePareto { failures byProblem { ${CODE} failures share cumulativeShare }
    byCause { ${CODE} failures share cumulativeShare } byMachine { ${EQUIPMENT} failures share cumulativeShare } }`,
  cost: `cost { parts labour total labourHours byMonth { month parts labour total labourHours }
    byMachine { ${EQUIPMENT} parts labour total labourHours purchaseCost shareOfPurchaseCost }
    byCategory { category parts labour total labourHours } }`,
  pmCompliance: `pmCompliance { due onTime late missed notYetDue compliance
    exceptions(first: 100) { order { id number title } dueDate outcome completedOn daysLate } }`,
  plannedVsReactive:
    'plannedVsReactive { byType { type completedOrders labourHours } plannedOrderShare plannedHourShare }',
  backlog: 'backlog { total cells { age priority count } }',
  partsConsumption: `partsConsumption(top: 10) { parts issuedValue returnedValue netValue
    top { part { id partNumber name } issued returned net netValue share } }`,
  stockValue: 'stockValue { opening months { month at value } }',
};
/** The CSV file of each report (GET /api/reports/<name>.csv), as report-file.ts names them. */
const CSV_FILES = ['reliability', 'downtime-by-machine', 'failures-by-problem', 'cost-by-month', 'pm-exceptions'];

interface Targets {
  big: WorkOrderFarm;
  loadSeconds: number;
}

export interface ReportBenchRow extends BenchRow {
  report: string;
  /** The machine's load average. */
  note: string;
}

/** The last 366 days, UTC (the bench farms keep the default time zone). */
function lastYear() {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const to = new Date();
  return { from: day(new Date(to.getTime() - 365 * 86_400_000)), to: day(to) };
}

const load1 = () => `load ${loadavg()[0].toFixed(1)}`;

async function benchDatabase(label: DatabaseLabel, env: NodeJS.ProcessEnv, { big }: Targets) {
  let gateway: Spawned | undefined;
  const rows: ReportBenchRow[] = [];
  const limit = TARGET_MS[label];
  const row = (report: string, result: { p50: number; p99: number; rps: number }) => {
    const each = {
      database: label,
      report,
      p50: result.p50,
      p99: result.p99,
      rps: result.rps,
      note: load1(),
      target: `p99 < ${limit} ms`,
      result: result.p99 < limit ? 'pass' : 'FAIL',
    };
    console.log(JSON.stringify(each));
    rows.push(each);
  };
  try {
    gateway = await startGatewayProcess({ ...env, NODE_ENV: 'production', JOBS_EVERY_SECONDS: '0' });
    const { url } = gateway;
    const token = await signIn(url, BENCH_MANAGER);
    const authorization = `Bearer ${token}`;
    const period = lastYear();
    for (const [name, selection] of Object.entries(REPORTS)) {
      const query = `query($farmId: ID!, $period: ReportPeriodInput!) {
        reports(farmId: $farmId, period: $period) { farmId ${selection} } }`;
      const text = JSON.stringify({ query, variables: { farmId: big.id, period } });
      const target = {
        url: `${url}/graphql`,
        headers: { 'content-type': 'application/json', authorization },
        body: text,
      };
      await warmUp(url, token, name, [text]);
      row(name, await load(target, REPORT_CLIENTS, SECONDS));
    }
    const search = new URLSearchParams({ farmId: big.id, ...period });
    for (const file of CSV_FILES) {
      const target = {
        url: `${url}/api/reports/${file}.csv?${search}`,
        headers: { authorization },
        method: 'GET' as const,
      };
      row(`${file}.csv`, await load(target, REPORT_CLIENTS, SECONDS));
    }
    return rows;
  } finally {
    await stopQuietly(gateway);
  }
}

export const reportsSuite: BenchSuite<Targets, ReportBenchRow> = {
  async prepare(database: Database, farms: WorkOrderFarm[]) {
    const big = [...farms].sort((a, b) => b.orders - a.orders)[0];
    return { big, loadSeconds: await prepareReportData(database, big.id) };
  },
  async run(label, env, targets) {
    console.log(`${label}: the report records loaded in ${targets.loadSeconds} s`);
    return benchDatabase(label, env, targets);
  },
  notRun: (database, why) => ({
    database,
    report: `not run: ${why}`,
    p50: NaN,
    p99: NaN,
    rps: NaN,
    note: '-',
    target: '-',
    result: '-',
  }),
};

/** Fails while a report misses its target. */
export function checkReports(rows: ReportBenchRow[]): void {
  const missed = rows.filter((r) => r.result === 'FAIL');
  if (missed.length)
    throw new Error(
      `report targets missed: ${missed.map((r) => `${r.database} ${r.report} p99 ${r.p99} ms`).join('; ')}`,
    );
}

if (isMain(import.meta.url)) {
  const [rows] = await onWorkOrderData([reportsSuite]);
  console.table(rows);
  checkReports(rows as ReportBenchRow[]);
}
