-- The reports over a year of a farm with 100,000 orders (the bench data, with a labour entry
-- and a part issued per completed order and a downtime period per fifth corrective order
-- added; EXPLAIN ANALYZE on PostgreSQL 15, a loaded 2-core machine). Without these, the
-- failures (MTBF, Pareto) and the PM orders due in the period were found by reading every
-- order of the farm (and compiled by JIT past its cost threshold): 0.3 to 2.2 s; with them
-- 30 to 90 ms. Labour and parts by when they happened read only the period: a month's cost
-- 11 ms; a year's reads a large share of both tables either way (~200 ms).
-- The failure time is the order's failure_at, else its creation (report-sql.ts FAILURE_TIME).
CREATE INDEX work_orders_failure_time_idx ON work_orders (farm_id, (coalesce(failure_at, created_at)))
  WHERE type = 'CORRECTIVE' AND status <> 'CANCELLED';
-- A preventive order is due on its plan's due day, else its due date (pm.repository.ts).
CREATE INDEX work_orders_pm_due_idx ON work_orders (farm_id, (coalesce(plan_due_date, due_date)))
  WHERE type = 'PREVENTIVE';
CREATE INDEX labour_entries_started_idx ON labour_entries (farm_id, started_at) WHERE minutes IS NOT NULL;
CREATE INDEX stock_movements_created_idx ON stock_movements (farm_id, created_at);
