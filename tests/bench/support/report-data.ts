// Bench-only maintenance records behind the reports, generated inside the database on top of
// the work-order bench data (work-order-data.ts), for the big farm (100,000 orders over two
// years) whose year the reports bench reads. As on a live farm:
// - every other corrective order held its machine down: a failure time, a problem and a
//   cause code of the farm, and a downtime period from the failure to its completion or
//   cancellation, a third of them "Waiting for parts"; of the orders still open, only those
//   of the last 30 days hold a machine down (the bench's old open orders would otherwise
//   keep nearly every machine down all year);
// - every completed order has a labour entry of its estimated minutes at 42 an hour;
// - a store of 500 parts: every third completed order issued one of them, every 50th of
//   those returned one unit, and each part was received monthly.
import type { Database } from '../../../gateway/src/db/client.js';

export const REPORT_PARTS = 500;

const load = (farmId: string) => `
BEGIN;
SET LOCAL session_replication_role = replica;
CREATE TEMP TABLE bench_codes ON COMMIT DROP AS
SELECT kind, array_agg(id ORDER BY code) AS ids FROM failure_codes WHERE farm_id = '${farmId}' GROUP BY kind;
UPDATE work_orders w SET equipment_down = true, failure_at = w.created_at - interval '1 hour',
  problem_code_id = p.ids[1 + w.number % array_length(p.ids, 1)],
  cause_code_id = c.ids[1 + (w.number / 7) % array_length(c.ids, 1)]
FROM bench_codes p, bench_codes c
WHERE w.farm_id = '${farmId}' AND w.type = 'CORRECTIVE' AND w.number % 2 = 0
  AND (w.status IN ('COMPLETED', 'CANCELLED') OR w.created_at > now() - interval '30 days')
  AND p.kind = 'PROBLEM' AND c.kind = 'CAUSE';
INSERT INTO work_order_downtime (farm_id, work_order_id, started_at, ended_at, reason, created_by, created_at)
SELECT w.farm_id, w.id, w.failure_at, coalesce(w.completed_at, w.cancelled_at),
  (ARRAY['Breakdown', 'Waiting for parts', 'Repair'])[1 + w.number % 3], w.created_by, w.created_at
FROM work_orders w WHERE w.farm_id = '${farmId}' AND w.equipment_down;
INSERT INTO labour_entries (farm_id, work_order_id, user_id, started_at, ended_at, minutes, hourly_rate, created_by, created_at)
SELECT w.farm_id, w.id, a.user_id, w.completed_at - w.estimated_minutes * interval '1 minute', w.completed_at,
  w.estimated_minutes, 42, w.created_by, w.completed_at
FROM work_orders w LEFT JOIN work_order_assignees a ON a.work_order_id = w.id
WHERE w.farm_id = '${farmId}' AND w.status = 'COMPLETED';
INSERT INTO spare_parts (farm_id, part_number, name, category, unit, quantity_on_hand, min_quantity, reorder_quantity, unit_cost)
SELECT '${farmId}', 'RB-' || lpad(g::text, 5, '0'),
  (ARRAY['Oil filter','Hydraulic filter','Fan belt','Bearing 6205','Nozzle 110-03'])[1 + g % 5] || ' ' || g,
  (ARRAY['Filters','Filters','Belts','Bearings','Nozzles'])[1 + g % 5], 'PCS', 40 + g % 60, 5, 20,
  round(((g * 13) % 20000) / 100.0 + 1, 2)
FROM generate_series(1, ${REPORT_PARTS}) g;
CREATE TEMP TABLE bench_parts ON COMMIT DROP AS
SELECT id, unit_cost, quantity_on_hand, row_number() OVER (ORDER BY part_number) AS n
FROM spare_parts WHERE farm_id = '${farmId}' AND part_number LIKE 'RB-%';
INSERT INTO stock_movements (farm_id, part_id, type, quantity, unit_cost, balance_after, work_order_id, created_by, created_at)
SELECT w.farm_id, p.id, 'ISSUE', -(1 + w.number % 3), p.unit_cost, p.quantity_on_hand, w.id, w.created_by,
  w.completed_at - interval '1 hour'
FROM work_orders w JOIN bench_parts p ON p.n = 1 + (w.number / 3) % ${REPORT_PARTS}
WHERE w.farm_id = '${farmId}' AND w.status = 'COMPLETED' AND w.number % 3 = 0;
INSERT INTO stock_movements (farm_id, part_id, type, quantity, unit_cost, balance_after, work_order_id, created_by, created_at)
SELECT w.farm_id, p.id, 'RETURN', 1, p.unit_cost, p.quantity_on_hand, w.id, w.created_by, w.completed_at
FROM work_orders w JOIN bench_parts p ON p.n = 1 + (w.number / 3) % ${REPORT_PARTS}
WHERE w.farm_id = '${farmId}' AND w.status = 'COMPLETED' AND w.number % 150 = 0;
INSERT INTO stock_movements (farm_id, part_id, type, quantity, unit_cost, balance_after, created_at)
SELECT '${farmId}', p.id, 'RECEIPT', 10, p.unit_cost, p.quantity_on_hand, now() - m * interval '1 month'
FROM bench_parts p CROSS JOIN generate_series(1, 24) m;
COMMIT;`;

const VACUUMED = ['work_orders', 'work_order_downtime', 'labour_entries', 'spare_parts', 'stock_movements'];

/** Adds the report records to the big farm of prepared work-order bench data; returns the load's seconds. */
export async function prepareReportData(database: Database, farmId: string): Promise<number> {
  const started = performance.now();
  await database.exec(load(farmId));
  for (const table of VACUUMED) await database.exec(`VACUUM ANALYZE ${table}`);
  return Math.round((performance.now() - started) / 1000);
}
