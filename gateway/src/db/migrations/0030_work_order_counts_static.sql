-- The order counts' triggers (0029) with static SQL. The one function built its statement for
-- each operation and ran it with EXECUTE, which parses and plans it on every call: 0.3 ms of a
-- status change's 0.65 ms on a PostgreSQL server, 0.5-0.65 ms of ~1 ms on PGlite, spent again
-- on every write to an order (each checklist tick, part and comment moves its updatedAt). A
-- trigger function's static statements are planned once per connection. A statement may only
-- name the transition tables its trigger has (an insert has no old rows), so each operation
-- gets a function of its own; they are made here from one text, so the counting is written once.
DO $migration$
DECLARE
  counting CONSTANT text := $sql$
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
      HAVING sum(opened) <> 0 OR sum(completed) <> 0$sql$;
  removed CONSTANT text := 'SELECT farm_id, type, priority, status, due_date, created_at, completed_at, -1 AS sign FROM old_rows';
  written CONSTANT text := 'SELECT farm_id, type, priority, status, due_date, created_at, completed_at, 1 AS sign FROM new_rows';
  operation record;
BEGIN
  FOR operation IN
    SELECT * FROM (VALUES
      ('inserted', written),
      ('updated', removed || ' UNION ALL ' || written),
      ('deleted', removed)
    ) AS each (name, changed)
  LOOP
    EXECUTE format(
      'CREATE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS %L',
      'work_order_counts_' || operation.name,
      format('BEGIN %s; RETURN NULL; END;', format(counting, operation.changed))
    );
  END LOOP;
END;
$migration$;

DROP TRIGGER work_orders_counted_inserted ON work_orders;
DROP TRIGGER work_orders_counted_updated ON work_orders;
DROP TRIGGER work_orders_counted_deleted ON work_orders;
DROP FUNCTION work_order_counts_changed();

CREATE TRIGGER work_orders_counted_inserted AFTER INSERT ON work_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_order_counts_inserted();
CREATE TRIGGER work_orders_counted_updated AFTER UPDATE ON work_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_order_counts_updated();
CREATE TRIGGER work_orders_counted_deleted AFTER DELETE ON work_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_order_counts_deleted();
