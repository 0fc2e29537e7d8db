// `npm run bench:work-orders`: work orders at 1,000,000 orders over 50 farms (bench-only data,
// built on each database by support/bench-databases.ts). 10 clients (autocannon, 8 s a
// case) send, on the 100,000-order farm and on the 1,000-order one: the list filtered to
// OPEN and IN_PROGRESS by due date (first page, and a cursor ~50 pages in found by paging
// there), an order's detail with its checklist and timeline (each client reads its own
// round of orders), and, on the big farm, a status change (each client holds and resumes
// its own order, so every call is legal). Beside each read, the ceiling as DESIGN §6
// measures it: the same gateway answering a signed-in request that costs one small indexed
// query, an order's number by id (`workOrder(id) { id number }`). A read, the same read on
// the other farm and the ceiling take turns, 2 s each, four rounds (support/load.ts), so
// that the ratios compare loads that shared the machine's drift. Reported only: the
// cheapest signed-in request, `{ me { id } }`, which the remembered viewer answers without
// the database. And the gateway's CPU time per request, which other work on the machine
// moves least.
// Targets on PostgreSQL: the list at ≥ 50 % of the ceiling's req/s with p99 < 20 ms; detail
// p99 < 30 ms; flat: the big farm at ≥ 80 % of the small farm's req/s for the same request.
// A miss on PostgreSQL fails the bench; PGlite is reported only. BENCH_DATABASES=pglite (or
// postgres) runs one; BENCH_SECONDS changes the duration of a case.
import type { Database } from '../../gateway/src/db/client.js';
import { onWorkOrderData, type BenchRow, type BenchSuite, type DatabaseLabel } from './support/bench-databases.js';
import { cpuMs, gql, isMain, type GraphQLAnswer, signIn, startGatewayProcess, stopQuietly } from './support/gateway.js';
import { loadInTurns, warmUp, type LoadResult, type LoadTarget } from './support/load.js';
import type { Spawned } from './support/spawn.js';
import { BENCH_MANAGER, type WorkOrderFarm } from './support/work-order-data.js';

export const CLIENTS = 10;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const DEPTH = 50;
const PAGE = 25;

/** Open and in-progress orders by due date, first page: the list other benches load too. */
export const LIST = `query($farmId: ID!, $after: String) {
  workOrders(farmId: $farmId, filter: { status: [OPEN, IN_PROGRESS] }, sort: { field: DUE_DATE }, first: ${PAGE}, after: $after) {
    totalCount totalCountIsExact pageInfo { hasNextPage endCursor }
    edges { cursor node { id number type title equipment { id code name } priority status holdReason dueDate overdue
      assignees { id name } updatedAt } } } }`;
const DETAIL = `query($id: ID!) { workOrder(id: $id) {
  id farmId number type title description equipment { id code name status meterUnit meterValue } priority status
  dueDate overdue scheduledStart scheduledEnd estimatedMinutes assignees { id name } requester { id name }
  parent { id number title } startedAt completedAt cancelledAt cancelReason holdReason completionNotes failureAt
  equipmentDown viewerActions createdAt updatedAt
  checklist { id position text result note doneBy { id name } doneAt }
  timeline { id action actorName at changes } } }`;
const HOLD = 'mutation($id: ID!) { holdWorkOrder(id: $id, reason: "Waiting for parts") { id status } }';
const RESUME = 'mutation($id: ID!) { resumeWorkOrder(id: $id) { id status } }';
const CEILING = 'query($id: ID!) { workOrder(id: $id) { id number } }';
const NO_DATABASE = '{ me { id } }';

/** The orders a farm's cases use, read before the gateway starts. */
interface Targets {
  farm: WorkOrderFarm;
  /** Orders with a timeline and a checklist, for the detail. */
  detail: string[];
  /** IN_PROGRESS orders, one per client, for hold and resume. */
  working: string[];
}

export interface WorkOrderBenchRow extends BenchRow {
  request: string;
  farm: string;
  /** The gateway process's CPU time (user + system) per request: what other work on the machine moves least. */
  gatewayCpuMs: number;
  ofCeiling: string;
  vsSmallFarm: string;
}

const ids = async (database: Database, text: string) =>
  ((await database.db.execute(text as never)) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);

async function targetsOf(database: Database, farm: WorkOrderFarm): Promise<Targets> {
  return {
    farm,
    detail: await ids(
      database,
      `SELECT id FROM work_orders WHERE farm_id = '${farm.id}' AND number % 100 = 0 ORDER BY number DESC LIMIT 50`,
    ),
    working: await ids(
      database,
      `SELECT id FROM work_orders WHERE farm_id = '${farm.id}' AND status = 'IN_PROGRESS' ORDER BY number DESC LIMIT ${CLIENTS}`,
    ),
  };
}

/** The big and the small farm's targets. */
async function prepare(database: Database, farms: WorkOrderFarm[]): Promise<Targets[]> {
  const bySize = [...farms].sort((a, b) => b.orders - a.orders);
  return [await targetsOf(database, bySize[0]), await targetsOf(database, bySize.at(-1)!)];
}

const body = (query: string, variables: object = {}) => JSON.stringify({ query, variables });
const sizeOf = (farm: WorkOrderFarm) => `${farm.orders / 1000}k orders`;

type ListAnswer = { workOrders: { edges: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };

/**
 * The cursor of page `DEPTH`, found by paging there; on a shorter list, of its last full
 * page (a part page would answer fewer rows than the big farm's, and flatness compares them).
 */
async function deepCursor(url: string, token: string, farmId: string) {
  const cursors: (string | null)[] = [null];
  for (;;) {
    const page = cursors.length;
    const answer: GraphQLAnswer<ListAnswer> = await gql<ListAnswer>(url, token, LIST, {
      farmId,
      after: cursors[page - 1],
    });
    if (answer.errors || !answer.data) throw new Error(`list page ${page}: ${JSON.stringify(answer.errors)}`);
    const { edges, pageInfo } = answer.data.workOrders;
    if (edges.length < PAGE && page > 1) return { after: cursors[page - 2], page: page - 1 };
    if (page === DEPTH || !pageInfo.hasNextPage) return { after: cursors[page - 1], page };
    cursors.push(pageInfo.endCursor);
  }
}

interface Case {
  request: string;
  farm: string;
  kind: 'ceiling' | 'no-database' | 'list' | 'detail' | 'write';
  body: NonNullable<LoadTarget['body']>;
}

/**
 * Cases measured together. `inTurns`: the cases, and the ceiling beside them, take turns
 * (support/load.ts), so that the ratios the targets set (to the ceiling, big farm to small)
 * compare loads that shared the machine's drift. A write stays alone: stopped by the clock
 * between turns, it would leave an order held, which its next turn would hold again.
 */
interface Group {
  cases: Case[];
  inTurns: boolean;
}

/** Each request on the big farm and on the small one, in turns with the ceiling. */
function groupsOf(targets: Targets[], deep: { after: string | null; page: number }[]): Group[] {
  const onEach = (make: (target: Targets, n: number) => Omit<Case, 'farm'>) =>
    targets.map((target, n) => ({ ...make(target, n), farm: sizeOf(target.farm) }));
  const [big] = targets;
  return [
    {
      inTurns: false,
      cases: [{ request: `no database: ${NO_DATABASE}`, farm: '-', kind: 'no-database', body: body(NO_DATABASE) }],
    },
    {
      inTurns: true,
      cases: onEach(({ farm }) => ({
        request: 'list, first page',
        kind: 'list',
        body: body(LIST, { farmId: farm.id }),
      })),
    },
    {
      inTurns: true,
      cases: onEach(({ farm }, n) => ({
        request: `list, deep page (page ${deep[n].page})`,
        kind: 'list',
        body: body(LIST, { farmId: farm.id, after: deep[n].after }),
      })),
    },
    {
      inTurns: true,
      cases: onEach(({ detail }) => ({
        request: 'detail with timeline',
        kind: 'detail',
        // Each client its own round of orders, starting elsewhere in the list.
        body: (client: number) => detail.map((_, i) => body(DETAIL, { id: detail[(i + client * 5) % detail.length] })),
      })),
    },
    {
      inTurns: false,
      cases: [
        {
          request: 'status change (hold / resume)',
          farm: sizeOf(big.farm),
          kind: 'write',
          body: (client) => [body(HOLD, { id: big.working[client] }), body(RESUME, { id: big.working[client] })],
        },
      ],
    },
  ];
}

/** Each case's targets: what it is held to, and whether it meets them. */
function judge(kind: Case['kind'], result: LoadResult, ceiling?: LoadResult, small?: LoadResult) {
  const checks: [string, boolean][] = [];
  if (kind === 'list' && ceiling)
    checks.push(['≥ 50 % of ceiling', result.rps >= ceiling.rps / 2], ['p99 < 20 ms', result.p99 < 20]);
  if (kind === 'detail') checks.push(['p99 < 30 ms', result.p99 < 30]);
  if (small) checks.push(['≥ 80 % of 1k farm', result.rps >= small.rps * 0.8]);
  const failed = checks.filter(([, ok]) => !ok).map(([name]) => name);
  return {
    target: checks.map(([name]) => name).join(', ') || '-',
    result: !checks.length ? 'reported' : failed.length ? `FAIL: ${failed.join(', ')}` : 'pass',
  };
}

/** Client 0's first bodies: what the warm-up sends. */
const bodiesOf = (each: Case) =>
  typeof each.body === 'string' ? Array<string>(5).fill(each.body) : each.body(0).slice(0, 5);

interface Measured extends Case {
  result: LoadResult;
  /** The gateway's CPU ms per request. */
  cpu: number;
  /** The ceiling that took turns with it. */
  ceiling?: LoadResult;
}

async function benchDatabase(label: DatabaseLabel, env: NodeJS.ProcessEnv, targets: Targets[]) {
  let gateway: Spawned | undefined;
  try {
    // No background jobs: the overdue sweep would notify every overdue bench order during the
    // load, which a live database did long ago.
    gateway = await startGatewayProcess({ ...env, NODE_ENV: 'production', JOBS_EVERY_SECONDS: '0' });
    const { url } = gateway;
    const token = await signIn(url, BENCH_MANAGER);
    const deep = [];
    for (const { farm } of targets) deep.push(await deepCursor(url, token, farm.id));
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const pid = gateway.child.pid!;
    const ceiling: Case = {
      request: 'ceiling: one indexed query, workOrder(id) { id number }',
      farm: '-',
      kind: 'ceiling',
      body: body(CEILING, { id: targets[0].detail[0] }),
    };
    const measured: Measured[] = [];
    for (const group of groupsOf(targets, deep)) {
      const cases = group.inTurns ? [ceiling, ...group.cases] : group.cases;
      const loads = cases.map((each) => ({ url: `${url}/graphql`, headers, body: each.body }));
      for (const [i, each] of cases.entries())
        // A write stopped by the clock may leave an order held: the measured load would then hold it again.
        await warmUp(url, token, each.request, bodiesOf(each), each.kind === 'write' ? undefined : loads[i]);
      const results = await loadInTurns(loads, CLIENTS, SECONDS, () => cpuMs(pid), group.inTurns ? 4 : 1);
      const [beside] = group.inTurns ? results : [];
      for (const [i, each] of cases.entries()) {
        const { metered, ...result } = results[i];
        const cpu = Math.round(metered * 100) / 100;
        measured.push({ ...each, result, cpu, ceiling: each.kind === 'ceiling' ? undefined : beside });
        console.log(JSON.stringify({ database: label, request: each.request, farm: each.farm, ...result, cpu }));
      }
    }
    return measured.map(({ request, farm, kind, result, cpu, ceiling: beside }) => {
      // The same request on the small farm, which the big farm's is compared with.
      const small =
        farm === sizeOf(targets[0].farm) && kind !== 'write'
          ? measured.find(
              (m) => m.farm === sizeOf(targets[1].farm) && m.request.split(' (')[0] === request.split(' (')[0],
            )
          : undefined;
      return {
        database: label,
        request,
        farm,
        p50: result.p50,
        p99: result.p99,
        rps: result.rps,
        gatewayCpuMs: cpu,
        ofCeiling: beside ? `${Math.round((result.rps / beside.rps) * 100)} % of ${beside.rps}` : '-',
        vsSmallFarm: small ? `${Math.round((result.rps / small.result.rps) * 100)} %` : '-',
        ...judge(kind, result, beside, small?.result),
      };
    });
  } finally {
    await stopQuietly(gateway);
  }
}

const notRun = (database: string, why: string): WorkOrderBenchRow => ({
  database,
  request: `not run: ${why}`,
  farm: '-',
  p50: NaN,
  p99: NaN,
  rps: NaN,
  gatewayCpuMs: NaN,
  ofCeiling: '-',
  vsSmallFarm: '-',
  target: '-',
  result: '-',
});

export const workOrdersSuite: BenchSuite<Targets[], WorkOrderBenchRow> = {
  prepare,
  async run(label, env, targets) {
    const rows = await benchDatabase(label, env, targets);
    // Reported only: PGlite serves one statement at a time.
    if (label === 'PGlite')
      return rows.map((row) => ({ ...row, result: row.result === 'reported' ? row.result : `(${row.result})` }));
    return rows;
  },
  notRun,
};

/** Fails while a target is missed on PostgreSQL. */
export function checkWorkOrders(rows: WorkOrderBenchRow[]): void {
  const missed = rows.filter((row) => row.database === 'PostgreSQL' && row.result.startsWith('FAIL'));
  if (missed.length)
    throw new Error(
      `work-order targets missed on PostgreSQL: ${missed.map((r) => `${r.request} ${r.farm}`).join('; ')}`,
    );
}

if (isMain(import.meta.url)) {
  const [rows] = await onWorkOrderData([workOrdersSuite]);
  console.table(rows);
  checkWorkOrders(rows as WorkOrderBenchRow[]);
}
