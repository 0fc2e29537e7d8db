// `npm run bench:planning`: issue 11's planning figures on the work-order bench data
// (1,000,000 orders over 50 farms, support/bench-databases.ts) plus 50,000 plans (1,000 a
// farm, support/plan-data.ts). 10 clients (autocannon, BENCH_SECONDS a case, 8 s by default)
// send: the dashboard of the 100,000-order farm; the planning month (this calendar month's
// orders, workload and plan forecasts) of that farm and of a typical one (~19,000 orders);
// then the big farm's work-order list, idle, and again while one scheduler pass goes over
// all 50 farms: runPlanScheduler farm after farm, in the gateway's process as its job runs,
// the list's load lasting exactly as long as the pass.
// Targets on PostgreSQL: dashboard p99 < 150 ms; list p99 during the pass < 2 × idle. A miss
// fails the bench; PGlite is reported only. The machine's load average is printed with the
// figures: on a shared machine, other work moves them.
import { loadavg } from 'node:os';
import type { Database } from '../../gateway/src/db/client.js';
import { onWorkOrderData, type BenchRow, type BenchSuite, type DatabaseLabel } from './support/bench-databases.js';
import { gql, isMain, signIn, startGatewayProcess, stopQuietly } from './support/gateway.js';
import { load, warmUp, type LoadResult } from './support/load.js';
import { preparePlans } from './support/plan-data.js';
import type { Spawned } from './support/spawn.js';
import { BENCH_MANAGER, type WorkOrderFarm } from './support/work-order-data.js';
import { CLIENTS, LIST, SECONDS } from './work-orders.js';

/** The longest a pass may take before the bench calls it stuck. */
const PASS_SECONDS = 600;

const DASHBOARD = `query($farmId: ID!) { dashboard(farmId: $farmId) {
  farmId openByPriority { type priority count } overdue { type count } completedThisMonth { type count }
  machinesDown { equipment { id code name } since } pendingRequests lowStockParts stockValue currency plansDueSoon
  recentActivity { id entityType entityId label action actorName at }
  ordersPerWeek { weekStart opened completed } downtimeByMachine { equipment { id code name } hours } } }`;
const PLANNING = `query($farmId: ID!, $from: LocalDate!, $to: LocalDate!) {
  planning(farmId: $farmId, from: $from, to: $to) { farmId from to weeklyCapacityHours
    orders { day basis order { id number type title priority status dueDate scheduledStart scheduledEnd
      estimatedMinutes equipment { id code name } assignees { id name } } }
    workload { technician { id name } week weekStart estimatedHours orderCount capacityHours overCapacity }
    forecasts { plan { id title } equipment { id code } dueDate meter breakIn key overdue hasOpenOrder } } }`;
const RUN = 'mutation($farmId: ID!) { runPlanScheduler(farmId: $farmId) { opened } }';

interface Targets {
  big: WorkOrderFarm;
  typical: WorkOrderFarm;
  farms: WorkOrderFarm[];
  plans: number;
  loadSeconds: number;
}

export interface PlanningBenchRow extends BenchRow {
  request: string;
  farm: string;
  /** What else the case did: the pass's orders and seconds; the machine's load average. */
  note: string;
}

const body = (query: string, variables: object) => JSON.stringify({ query, variables });
const sizeOf = (farm: WorkOrderFarm) => `${farm.orders / 1000}k orders`;
const load1 = () => `load ${loadavg()[0].toFixed(1)}`;

/** This calendar month, UTC (the bench farms keep the default time zone). */
function thisMonth() {
  const now = new Date();
  const [y, m] = [now.getUTCFullYear(), now.getUTCMonth()];
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(new Date(Date.UTC(y, m, 1))), to: day(new Date(Date.UTC(y, m + 1, 0))) };
}

async function prepare(database: Database, farms: WorkOrderFarm[]): Promise<Targets> {
  const loadSeconds = await preparePlans(database);
  const { rows } = (await database.db.execute(
    'SELECT count(*)::int AS n FROM maintenance_plans' as never,
  )) as unknown as {
    rows: { n: number }[];
  };
  const bySize = [...farms].sort((a, b) => b.orders - a.orders);
  return { big: bySize[0], typical: bySize[1], farms, plans: rows[0].n, loadSeconds };
}

/** One pass over every farm, as the scheduler's job makes it: farm after farm. */
async function schedulerPass(url: string, token: string, farms: WorkOrderFarm[]) {
  const started = performance.now();
  let opened = 0;
  for (const farm of farms) {
    const answer = await gql<{ runPlanScheduler: { opened: number } }>(url, token, RUN, { farmId: farm.id });
    if (answer.errors || !answer.data)
      throw new Error(`scheduler on ${farm.reference}: ${JSON.stringify(answer.errors)}`);
    opened += answer.data.runPlanScheduler.opened;
  }
  return { opened, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

async function benchDatabase(label: DatabaseLabel, env: NodeJS.ProcessEnv, targets: Targets) {
  let gateway: Spawned | undefined;
  const rows: PlanningBenchRow[] = [];
  const row = (request: string, farm: WorkOrderFarm, result: LoadResult, note = load1()) => {
    const each = { database: label, request, farm: sizeOf(farm), ...result, note, target: '-', result: 'reported' };
    console.log(JSON.stringify(each));
    rows.push(each);
    return each;
  };
  try {
    // No background jobs: the pass below is the one measured.
    gateway = await startGatewayProcess({ ...env, NODE_ENV: 'production', JOBS_EVERY_SECONDS: '0' });
    const { url } = gateway;
    const token = await signIn(url, BENCH_MANAGER);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const measure = async (request: string, farm: WorkOrderFarm, text: string) => {
      const target = { url: `${url}/graphql`, headers, body: text };
      await warmUp(url, token, request, [text], target);
      return row(request, farm, await load(target, CLIENTS, SECONDS));
    };
    const { big, typical } = targets;
    const dashboard = await measure('dashboard', big, body(DASHBOARD, { farmId: big.id }));
    Object.assign(dashboard, { target: 'p99 < 150 ms', result: dashboard.p99 < 150 ? 'pass' : 'FAIL' });
    for (const farm of [big, typical])
      await measure('planning month', farm, body(PLANNING, { farmId: farm.id, ...thisMonth() }));

    const list = body(LIST, { farmId: big.id });
    const idle = await measure('list, idle', big, list);
    const pass = schedulerPass(url, token, targets.farms);
    const during = await load({ url: `${url}/graphql`, headers, body: list }, CLIENTS, PASS_SECONDS, pass);
    const { opened, seconds } = await pass;
    const note = `pass over ${targets.farms.length} farms, ${targets.plans} plans: ${opened} orders opened in ${seconds} s; ${load1()}`;
    const busy = row('list, during a scheduler pass', big, during, note);
    Object.assign(busy, { target: 'p99 < 2 × idle', result: during.p99 < 2 * idle.p99 ? 'pass' : 'FAIL' });
    return rows;
  } finally {
    await stopQuietly(gateway);
  }
}

const notRun = (database: string, why: string): PlanningBenchRow => ({
  database,
  request: `not run: ${why}`,
  farm: '-',
  p50: NaN,
  p99: NaN,
  rps: NaN,
  note: '-',
  target: '-',
  result: '-',
});

export const planningSuite: BenchSuite<Targets, PlanningBenchRow> = {
  prepare,
  async run(label, env, targets) {
    console.log(`${label}: ${targets.plans.toLocaleString('en')} plans loaded in ${targets.loadSeconds} s`);
    const rows = await benchDatabase(label, env, targets);
    // Reported only: PGlite serves one statement at a time.
    if (label === 'PGlite')
      return rows.map((r) => ({ ...r, result: r.result === 'reported' ? r.result : `(${r.result})` }));
    return rows;
  },
  notRun,
};

/** Fails while a target is missed on PostgreSQL. */
export function checkPlanning(rows: PlanningBenchRow[]): void {
  const missed = rows.filter((r) => r.database === 'PostgreSQL' && r.result.startsWith('FAIL'));
  if (missed.length)
    throw new Error(`planning targets missed on PostgreSQL: ${missed.map((r) => `${r.request} ${r.farm}`).join('; ')}`);
}

if (isMain(import.meta.url)) {
  const [rows] = await onWorkOrderData([planningSuite]);
  console.table(rows);
  checkPlanning(rows as PlanningBenchRow[]);
}
