// Bench-only preventive plans, generated inside the database on top of the work-order bench
// data (work-order-data.ts): 50,000 plans, 1,000 on each of its 50 farms, spread over the
// farms' machines, as on a live farm: a quarter every 3 months, a quarter every 250 h or 12
// months, a fifth every 2 weeks, the rest every year, a tenth of those in a June–July season;
// lead times in proportion (8 % of the interval), a technician by default, three checklist
// items. Each machine is read three times over the last 8 weeks at 3 h a day, so meter plans
// are projected. Each plan's last service lies back in its interval so that about 1 % fall
// due within their lead time (some 500 orders): a pass has those to open and the rest to skip.
import type { Database } from '../../../gateway/src/db/client.js';

export const PLANS_PER_FARM = 1_000;

/**
 * u: the plan's place in [0, 1); its last service lies 1.01 u of (interval − lead time) back,
 * in days, or in hours at 3 h a day: due now from u ≈ 0.99.
 */
const PLANS = `
INSERT INTO maintenance_plans (farm_id, equipment_id, title, instructions, checklist, estimated_minutes,
  default_assignee_id, priority, lead_days, calendar_every, calendar_unit, meter_every, anchor, start_date,
  start_meter, season_start, season_end, last_done_date, last_done_meter, created_by, created_at, updated_at)
SELECT c.farm_id, m.id, k.title || ' ' || m.code, 'Bench plan ' || g, ARRAY['Check the oil level', 'Check the belts', 'Grease the joints'],
  60 + 30 * (g % 4), people.technicians[1 + g % 4], (ARRAY['LOW', 'MEDIUM', 'MEDIUM', 'HIGH'])[1 + g % 4],
  l.lead, k.every, k.unit, k.meter, 'FLOATING', current_date - 800,
  CASE WHEN k.meter IS NOT NULL THEN greatest(0, m.meter_value - 2000) END,
  k.season_start, k.season_end,
  current_date - floor(u.u * 1.01 * (k.days - l.lead))::int,
  CASE WHEN k.meter IS NOT NULL THEN greatest(0, m.meter_value - round(u.u * 1.01 * (k.meter - 3 * l.lead), 1)) END,
  people.manager, now() - interval '800 days', now() - interval '800 days'
FROM bench_counts c
CROSS JOIN generate_series(1, ${PLANS_PER_FARM}) g
CROSS JOIN LATERAL (SELECT ((g * 7919 + 13) % 1000) / 1000.0 AS u) u
CROSS JOIN LATERAL (SELECT * FROM (VALUES
  (0, 'Quarterly service', 3, 'MONTH', NULL::numeric, 91, NULL, NULL),
  (1, 'Oil and filters', 12, 'MONTH', 250::numeric, 83, NULL, NULL),
  (2, 'Fortnightly check', 2, 'WEEK', NULL, 14, NULL, NULL),
  (3, 'Yearly inspection', 1, 'YEAR', NULL, 365, NULL, NULL),
  (4, 'Pre-season inspection', 1, 'YEAR', NULL, 365, '06-01', '07-31')
) AS kinds (kind, title, every, unit, meter, days, season_start, season_end)
  WHERE kind = CASE WHEN g % 20 < 5 THEN 0 WHEN g % 20 < 10 THEN 1 WHEN g % 20 < 14 THEN 2
    WHEN g % 20 < 18 THEN 3 ELSE 4 END) k
CROSS JOIN LATERAL (SELECT ceil(k.days * 0.08)::int AS lead) l
JOIN bench_plan_machines m ON m.farm_id = c.farm_id AND m.n = 1 + (g * 7) % c.machines
CROSS JOIN bench_people people`;

/** Three readings a machine at 3 h a day, the last yesterday; its meter_value is the last. */
const READINGS = `
INSERT INTO meter_readings (farm_id, equipment_id, value, read_at, recorded_by)
SELECT e.farm_id, e.id, greatest(0, e.meter_value - 3 * d), now() - d * interval '1 day', people.manager
FROM bench_plan_machines e CROSS JOIN bench_people people
CROSS JOIN (VALUES (56), (28), (1)) AS days (d)`;

const load = `
BEGIN;
CREATE TEMP TABLE bench_plan_machines ON COMMIT DROP AS
SELECT e.farm_id, e.id, e.code, e.meter_value, row_number() OVER (PARTITION BY e.farm_id ORDER BY e.code) AS n
FROM equipment e JOIN farms f ON f.id = e.farm_id WHERE f.reference LIKE 'WOB-%';
CREATE INDEX ON bench_plan_machines (farm_id, n);
CREATE TEMP TABLE bench_counts ON COMMIT DROP AS
SELECT farm_id, count(*)::int AS machines FROM bench_plan_machines GROUP BY farm_id;
CREATE TEMP TABLE bench_people ON COMMIT DROP AS
SELECT (SELECT id FROM users WHERE email = 'bench.manager@farmmaint.app') AS manager,
  ARRAY(SELECT id FROM users WHERE email LIKE 'bench.technician%' ORDER BY email) AS technicians;
-- The rows are consistent by construction (farm's machines and members): no check row by row.
SET LOCAL session_replication_role = replica;
${READINGS};
${PLANS};
COMMIT;`;

/** Adds the plans and readings to prepared work-order bench data; returns the load's seconds. */
export async function preparePlans(database: Database): Promise<number> {
  const started = performance.now();
  await database.exec(load);
  for (const table of ['maintenance_plans', 'meter_readings']) await database.exec(`VACUUM ANALYZE ${table}`);
  return Math.round((performance.now() - started) / 1000);
}
