// Bench-only work orders, generated inside the database (INSERT … SELECT generate_series):
// 1,000,000 orders over 50 farms, one farm with 100,000, one with 1,000, the other 48 sharing
// the rest, so that the big farm's list and detail can be compared with the small one's.
// As on a live farm: two years of history, mostly completed, the newest still open, in
// progress or on hold; priorities, types and due dates spread; 70 % assigned to one of four
// technicians; a CREATE audit entry for every order and a longer timeline on every
// hundredth; a three-item checklist on every tenth. Each farm's number counter stands at its
// last number. A bench manager (the demo manager's password) manages the 50 farms and
// created the orders; the technicians requested them (so a status change notifies one).
// The rows are consistent by construction, so foreign keys are not checked row by row and no
// change is notified (session_replication_role = replica): no gateway runs during the load.
// The big tables' indexes (but their keys) are dropped and built again after the rows, as
// a bulk load does. Then VACUUM ANALYZE, as autovacuum would have done on a live database.
import type { Database } from '../../../gateway/src/db/client.js';
import { migrate } from '../../../gateway/src/db/migrate.js';
import { seedDemo } from '../../../gateway/src/db/seed.js';
import { machinesSql } from './bench-data.js';
import { MANAGER } from './gateway.js';

export const BENCH_MANAGER = { email: 'bench.manager@farmmaint.app', password: MANAGER.password };
export const TOTAL_ORDERS = 1_000_000;
const FARMS = 50;
const BIG = 100_000;
const SMALL = 1_000;

export interface WorkOrderFarm {
  id: string;
  reference: string;
  orders: number;
}

/** Farm i (1-based): the big one, the small one, then the others' share of the rest. */
function ordersOf(i: number): number {
  if (i === 1) return BIG;
  if (i === 2) return SMALL;
  const rest = TOTAL_ORDERS - BIG - SMALL;
  const others = FARMS - 2;
  return Math.floor(rest / others) + (i - 3 < rest % others ? 1 : 0);
}

const PLAN = Array.from({ length: FARMS }, (_, n) => ({
  reference: `WOB-${String(n + 1).padStart(3, '0')}`,
  orders: ordersOf(n + 1),
}));

/** Each order's number g in its farm b; h and p spread g over 0–99 (status, priority). */
const ORDERS = `
INSERT INTO work_orders (farm_id, number, type, title, description, equipment_id, priority, status,
  due_date, estimated_minutes, requester_id, created_by, started_at, completed_at, cancelled_at,
  cancel_reason, hold_reason, completion_notes, failure_at, created_at, updated_at)
SELECT b.id, g, o.type,
  (ARRAY['Replace hydraulic filter','Fix oil leak','Grease bearings','Change engine oil','Inspect brakes',
    'Repair flat tyre','Replace fan belt','Check coolant','Calibrate sprayer nozzles','Service air filter'])[1 + g % 10]
    || ' on ' || m.code,
  CASE WHEN g % 3 = 0 THEN 'Reported by the driver; see the machine''s last readings.' END,
  m.id,
  CASE WHEN o.p < 25 THEN 'LOW' WHEN o.p < 70 THEN 'MEDIUM' WHEN o.p < 92 THEN 'HIGH' ELSE 'URGENT' END,
  s.status,
  CASE WHEN g % 20 <> 0 THEN (o.created + (7 + o.h % 30) * interval '1 day')::date END,
  30 * (1 + g % 8), people.technicians[1 + g % 4], people.manager,
  CASE WHEN s.status IN ('IN_PROGRESS', 'ON_HOLD', 'COMPLETED') THEN o.created + interval '1 day' END,
  CASE WHEN s.status = 'COMPLETED' THEN o.created + interval '2 days' END,
  CASE WHEN s.status = 'CANCELLED' THEN o.created + interval '1 day' END,
  CASE WHEN s.status = 'CANCELLED' THEN 'No longer needed' END,
  CASE WHEN s.status = 'ON_HOLD' THEN 'Waiting for parts' END,
  CASE WHEN s.status = 'COMPLETED' THEN 'Done, machine tested.' END,
  CASE WHEN o.type = 'CORRECTIVE' THEN o.created - interval '1 hour' END,
  o.created,
  o.created + CASE s.status WHEN 'OPEN' THEN interval '0' WHEN 'COMPLETED' THEN interval '2 days' ELSE interval '1 day' END
FROM bench_farms b
CROSS JOIN generate_series(1, b.orders) g
CROSS JOIN LATERAL (SELECT (g * 7919) % 100 AS h, (g * 31) % 100 AS p,
  CASE WHEN g % 5 < 2 THEN 'CORRECTIVE' ELSE 'PREVENTIVE' END AS type,
  date_trunc('milliseconds', now() - (b.orders - g) * (interval '730 days' / b.orders)) AS created) o
CROSS JOIN LATERAL (SELECT CASE
  WHEN g > b.orders * 0.85 THEN
    CASE WHEN o.h < 45 THEN 'OPEN' WHEN o.h < 75 THEN 'IN_PROGRESS' WHEN o.h < 85 THEN 'ON_HOLD' ELSE 'COMPLETED' END
  ELSE CASE WHEN o.h < 2 THEN 'OPEN' WHEN o.h < 7 THEN 'CANCELLED' ELSE 'COMPLETED' END END AS status) s
JOIN bench_machines m ON m.farm_id = b.id AND m.n = 1 + (g * 13) % b.machines
CROSS JOIN bench_people people`;

/** What every hundredth order's timeline adds to its CREATE entry, and when. */
const TIMELINE = `(VALUES
  ('ASSIGN', '{"assignees": {"before": null, "after": ["Bench Technician 1"]}}', interval '1 hour'),
  ('UPDATE', '{"priority": {"before": "MEDIUM", "after": "HIGH"}}', interval '2 hours'),
  ('START', '{"status": {"before": "OPEN", "after": "IN_PROGRESS"}}', interval '1 day'),
  ('HOLD', '{"status": {"before": "IN_PROGRESS", "after": "ON_HOLD"}, "reason": {"before": null, "after": "Waiting for parts"}}', interval '25 hours'),
  ('RESUME', '{"status": {"before": "ON_HOLD", "after": "IN_PROGRESS"}}', interval '30 hours'),
  ('UPDATE', '{"dueDate": {"before": "2025-01-01", "after": "2025-01-08"}}', interval '31 hours')
) AS e (action, changes, after)`;

/** The tables that get most rows: their indexes (but keys) are built after the rows, at once. */
const BULK_TABLES = ['work_orders', 'work_order_assignees', 'work_order_checklist_items', 'audit_log'];
const SECONDARY_INDEXES = `
SELECT c.relname AS name, pg_get_indexdef(c.oid) AS definition
FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
WHERE t.relname IN (${BULK_TABLES.map((table) => `'${table}'`).join(', ')})
  AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)`;

const load = (indexes: { name: string; definition: string }[]) => `
BEGIN;
DROP INDEX ${indexes.map((index) => index.name).join(', ')};
INSERT INTO users (name, email, password_hash)
SELECT bench.name, bench.email, demo.password_hash
FROM users demo, (VALUES ('Bench Manager', '${BENCH_MANAGER.email}')) AS bench (name, email)
WHERE demo.email = '${MANAGER.email}'
UNION ALL
SELECT 'Bench Technician ' || t, 'bench.technician' || t || '@farmmaint.app', demo.password_hash
FROM users demo, generate_series(1, 4) t WHERE demo.email = '${MANAGER.email}';
CREATE TEMP TABLE bench_people ON COMMIT DROP AS
SELECT (SELECT id FROM users WHERE email = '${BENCH_MANAGER.email}') AS manager,
  ARRAY(SELECT id FROM users WHERE email LIKE 'bench.technician%' ORDER BY email) AS technicians;
CREATE TEMP TABLE bench_plan (position int, reference text, orders int) ON COMMIT DROP;
INSERT INTO bench_plan VALUES ${PLAN.map((farm, n) => `(${n + 1}, '${farm.reference}', ${farm.orders})`).join(', ')};
-- Each new farm gets its default failure codes from a trigger: before replica mode.
INSERT INTO farms (name, reference, location, city_name)
SELECT 'Bench farm ' || position || ' (' || orders || ' orders)', reference, 'Bench', 'Bench' FROM bench_plan;
CREATE TEMP TABLE bench_farms ON COMMIT DROP AS
SELECT f.id, p.orders, greatest(20, p.orders / 100) AS machines FROM bench_plan p JOIN farms f USING (reference);
SET LOCAL session_replication_role = replica;
SET LOCAL maintenance_work_mem = '256MB';
INSERT INTO farm_members (farm_id, user_id, role)
SELECT b.id, u, CASE WHEN u = p.manager THEN 'manager' ELSE 'technician' END
FROM bench_farms b, bench_people p, unnest(p.manager || p.technicians) u;
${machinesSql('(SELECT b.id AS farm_id, g FROM bench_farms b, generate_series(1, b.machines) g) AS m')};
CREATE TEMP TABLE bench_machines ON COMMIT DROP AS
SELECT farm_id, id, code, row_number() OVER (PARTITION BY farm_id ORDER BY code) AS n
FROM equipment WHERE farm_id IN (SELECT id FROM bench_farms);
CREATE INDEX ON bench_machines (farm_id, n);
${ORDERS};
INSERT INTO farm_counters (farm_id, name, value) SELECT id, 'work_order', orders FROM bench_farms;
INSERT INTO work_order_assignees (farm_id, work_order_id, user_id)
SELECT w.farm_id, w.id, p.technicians[1 + w.number % 4]
FROM work_orders w JOIN bench_farms b ON b.id = w.farm_id CROSS JOIN bench_people p
WHERE w.number % 10 < 7;
INSERT INTO audit_log (farm_id, entity_type, entity_id, action, actor_id, changes, created_at)
SELECT w.farm_id, 'work_order', w.id, 'CREATE', w.created_by,
  jsonb_build_object('status', jsonb_build_object('before', null, 'after', 'OPEN'),
    'title', jsonb_build_object('before', null, 'after', w.title)), w.created_at
FROM work_orders w JOIN bench_farms b ON b.id = w.farm_id;
INSERT INTO audit_log (farm_id, entity_type, entity_id, action, actor_id, changes, created_at)
SELECT w.farm_id, 'work_order', w.id, e.action, w.created_by, e.changes::jsonb, w.created_at + e.after
FROM work_orders w JOIN bench_farms b ON b.id = w.farm_id CROSS JOIN ${TIMELINE}
WHERE w.number % 100 = 0;
INSERT INTO work_order_checklist_items (farm_id, work_order_id, position, text, result, done_by, done_at)
SELECT w.farm_id, w.id, i, (ARRAY['Check the oil level', 'Check the tyre pressure', 'Grease the joints'])[i + 1],
  CASE WHEN w.status = 'COMPLETED' THEN 'PASS' END, CASE WHEN w.status = 'COMPLETED' THEN w.created_by END, w.completed_at
FROM work_orders w JOIN bench_farms b ON b.id = w.farm_id CROSS JOIN generate_series(0, 2) i
WHERE w.number % 10 = 0;
${indexes.map((index) => `${index.definition};`).join('\n')}
COMMIT;`;

const VACUUMED = [
  'farms',
  'users',
  'farm_members',
  'equipment',
  'work_orders',
  'work_order_assignees',
  'work_order_checklist_items',
  'audit_log',
];

/** Migrates and seeds a new database, loads the bench farms' orders; returns the farms and the load's seconds. */
export async function prepareWorkOrders(database: Database): Promise<{ farms: WorkOrderFarm[]; loadSeconds: number }> {
  await migrate(database);
  await seedDemo(database.db);
  const started = performance.now();
  const indexes = (await database.db.execute(SECONDARY_INDEXES as never)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  await database.exec(load(indexes.rows));
  // VACUUM may not share a multi-statement string (an implicit transaction).
  for (const table of VACUUMED) await database.exec(`VACUUM ANALYZE ${table}`);
  const loadSeconds = Math.round((performance.now() - started) / 1000);
  const farms = (await database.db.execute(
    `SELECT f.id, f.reference, c.value::int AS orders FROM farms f
     JOIN farm_counters c ON c.farm_id = f.id AND c.name = 'work_order'
     WHERE f.reference LIKE 'WOB-%' ORDER BY f.reference` as never,
  )) as unknown as { rows: WorkOrderFarm[] };
  return { farms: farms.rows, loadSeconds };
}
