-- The reports over a year of the bench's 100,000-order farm (bench/reports.ts) still read
-- the orders' rows, scattered over the table among the other farms' rows, one page per row:
-- the failures of the year (~20,000), its completed orders (~35,000) and, to learn each
-- downtime period's or cost line's machine, type and status, every order of the farm. With
-- what they read stored in the index, they are index-only scans (EXPLAIN ANALYZE on
-- PostgreSQL 15, the same loaded 2-core machine): reliability 620–770 → 230–300 ms, cost
-- 470–560 → 240–270 ms, failure Pareto 300–1,100 → 100–120 ms. Partial-index predicates and
-- the expression's own columns must be in an index for PostgreSQL to skip the table.
CREATE INDEX work_orders_report_ref_idx ON work_orders (farm_id, id) INCLUDE (equipment_id, type, status);
DROP INDEX work_orders_failure_time_idx;
CREATE INDEX work_orders_failure_time_idx ON work_orders (farm_id, (coalesce(failure_at, created_at)))
  INCLUDE (failure_at, created_at, id, equipment_id, equipment_down, problem_code_id, cause_code_id)
  WHERE type = 'CORRECTIVE' AND status <> 'CANCELLED';
DROP INDEX work_orders_completed_idx;
CREATE INDEX work_orders_completed_idx ON work_orders (farm_id, completed_at) INCLUDE (type, equipment_id)
  WHERE status = 'COMPLETED';
DROP INDEX labour_entries_started_idx;
CREATE INDEX labour_entries_started_idx ON labour_entries (farm_id, started_at)
  INCLUDE (work_order_id, minutes, hourly_rate) WHERE minutes IS NOT NULL;
DROP INDEX stock_movements_created_idx;
CREATE INDEX stock_movements_created_idx ON stock_movements (farm_id, created_at)
  INCLUDE (part_id, type, quantity, unit_cost, work_order_id);
