-- An open order past its due date tells its people once: the sweep (work-orders/overdue.ts)
-- claims orders by setting this column, so two gateways never send the notice twice.
ALTER TABLE work_orders ADD COLUMN overdue_notified_at timestamptz;

-- The sweep reads only open orders not yet told, oldest due date first.
CREATE INDEX work_orders_overdue_unnotified_idx ON work_orders (due_date)
  WHERE overdue_notified_at IS NULL AND due_date IS NOT NULL AND status IN ('OPEN', 'IN_PROGRESS', 'ON_HOLD');
