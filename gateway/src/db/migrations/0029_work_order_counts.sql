-- The dashboard's order counts, kept by the database as the orders change, so that a farm with
-- 100,000 orders does not count ~14,000 open ones, ~10,000 overdue ones and ~12,000 recent ones
-- on every dashboard (bench/planning.ts: those statements were most of the dashboard's SQL).
-- Each statement that inserts, updates or deletes orders appends its net change, per farm, as
-- rows of deltas (statement-level triggers with transition tables, so a bulk change is one
-- insert). Appending never waits on another writer, as a shared counter row would; a reader
-- sums a farm's rows, and the dashboard's job folds them into one row per key now and then
-- (work_order_counts_fold). The counts are exact at every moment, in every transaction.

-- Open orders (OPEN, IN_PROGRESS, ON_HOLD) by type and priority.
CREATE TABLE work_order_open_counts (
  farm_id uuid NOT NULL,
  type text NOT NULL,
  priority text NOT NULL,
  delta integer NOT NULL
);
CREATE INDEX work_order_open_counts_farm_idx ON work_order_open_counts (farm_id) INCLUDE (type, priority, delta);

-- Open orders with a due date, by type and due date: overdue is the sum before today.
CREATE TABLE work_order_open_due_counts (
  farm_id uuid NOT NULL,
  type text NOT NULL,
  due_date date NOT NULL,
  delta integer NOT NULL
);
CREATE INDEX work_order_open_due_counts_farm_idx ON work_order_open_due_counts (farm_id, due_date) INCLUDE (type, delta);

-- Orders opened (by creation) and completed (by completion) per week: Monday, UTC.
CREATE TABLE work_order_week_counts (
  farm_id uuid NOT NULL,
  week date NOT NULL,
  opened integer NOT NULL,
  completed integer NOT NULL
);
CREATE INDEX work_order_week_counts_farm_idx ON work_order_week_counts (farm_id, week) INCLUDE (opened, completed);

CREATE FUNCTION work_order_week(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('week', at AT TIME ZONE 'UTC')::date
$$;

-- The rows a statement removed count -1, the rows it wrote +1; keys whose sum is 0 (an edit
-- that moved nothing counted) append nothing. An INSERT has no old rows and a DELETE no new
-- ones, hence the statement built for each.
CREATE FUNCTION work_order_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed text := 'SELECT farm_id, type, priority, status, due_date, created_at, completed_at, -1 AS sign FROM old_rows';
  written text := 'SELECT farm_id, type, priority, status, due_date, created_at, completed_at, 1 AS sign FROM new_rows';
BEGIN
  EXECUTE format($sql$
    WITH changed AS (%s),
    open_counts AS (
      INSERT INTO work_order_open_counts (farm_id, type, priority, delta)
        SELECT farm_id, type, priority, sum(sign) FROM changed
        WHERE status IN ('OPEN', 'IN_PROGRESS', 'ON_HOLD')
        GROUP BY farm_id, type, priority
        HAVING sum(sign) <> 0
    ),
    open_due_counts AS (
      INSERT INTO work_order_open_due_counts (farm_id, type, due_date, delta)
        SELECT farm_id, type, due_date, sum(sign) FROM changed
        WHERE status IN ('OPEN', 'IN_PROGRESS', 'ON_HOLD') AND due_date IS NOT NULL
        GROUP BY farm_id, type, due_date
        HAVING sum(sign) <> 0
    )
    INSERT INTO work_order_week_counts (farm_id, week, opened, completed)
      SELECT farm_id, week, sum(opened), sum(completed)
      FROM (
        SELECT farm_id, work_order_week(created_at) AS week, sign AS opened, 0 AS completed FROM changed
        UNION ALL
        SELECT farm_id, work_order_week(completed_at), 0, sign FROM changed
          WHERE status = 'COMPLETED' AND completed_at IS NOT NULL
      ) AS weeks
      GROUP BY farm_id, week
      HAVING sum(opened) <> 0 OR sum(completed) <> 0
  $sql$, CASE TG_OP WHEN 'INSERT' THEN written WHEN 'DELETE' THEN removed ELSE removed || ' UNION ALL ' || written END);
  RETURN NULL;
END;
$$;

CREATE TRIGGER work_orders_counted_inserted AFTER INSERT ON work_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_order_counts_changed();
CREATE TRIGGER work_orders_counted_updated AFTER UPDATE ON work_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_order_counts_changed();
CREATE TRIGGER work_orders_counted_deleted AFTER DELETE ON work_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_order_counts_changed();

-- Folds each key's deltas into one row. Rows appended by transactions still running are not
-- seen, so not deleted: they count once, when they commit. Two folds at once: the second
-- finds the first's deleted rows gone and skips them.
CREATE FUNCTION work_order_counts_fold() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM work_order_open_counts RETURNING *)
  INSERT INTO work_order_open_counts (farm_id, type, priority, delta)
    SELECT farm_id, type, priority, sum(delta) FROM gone GROUP BY farm_id, type, priority HAVING sum(delta) <> 0;
  WITH gone AS (DELETE FROM work_order_open_due_counts RETURNING *)
  INSERT INTO work_order_open_due_counts (farm_id, type, due_date, delta)
    SELECT farm_id, type, due_date, sum(delta) FROM gone GROUP BY farm_id, type, due_date HAVING sum(delta) <> 0;
  WITH gone AS (DELETE FROM work_order_week_counts RETURNING *)
  INSERT INTO work_order_week_counts (farm_id, week, opened, completed)
    SELECT farm_id, week, sum(opened), sum(completed) FROM gone GROUP BY farm_id, week
    HAVING sum(opened) <> 0 OR sum(completed) <> 0;
$$;

-- The orders there are.
INSERT INTO work_order_open_counts (farm_id, type, priority, delta)
  SELECT farm_id, type, priority, count(*) FROM work_orders
  WHERE status IN ('OPEN', 'IN_PROGRESS', 'ON_HOLD') GROUP BY farm_id, type, priority;
INSERT INTO work_order_open_due_counts (farm_id, type, due_date, delta)
  SELECT farm_id, type, due_date, count(*) FROM work_orders
  WHERE status IN ('OPEN', 'IN_PROGRESS', 'ON_HOLD') AND due_date IS NOT NULL GROUP BY farm_id, type, due_date;
INSERT INTO work_order_week_counts (farm_id, week, opened, completed)
  SELECT farm_id, week, sum(opened), sum(completed)
  FROM (
    SELECT farm_id, work_order_week(created_at) AS week, 1 AS opened, 0 AS completed FROM work_orders
    UNION ALL
    SELECT farm_id, work_order_week(completed_at), 0, 1 FROM work_orders
      WHERE status = 'COMPLETED' AND completed_at IS NOT NULL
  ) AS orders
  GROUP BY farm_id, week;
