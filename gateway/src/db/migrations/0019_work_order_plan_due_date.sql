-- The day a plan's due point fell due, set by the scheduler on the order it opens: PM
-- compliance counts the order late when that day passes while it is still open, and a later
-- edit of the order's due date must not move the point it was opened for.
ALTER TABLE work_orders ADD COLUMN plan_due_date date;

-- Orders opened before this column: the scheduler gave them that day as their due date.
UPDATE work_orders SET plan_due_date = due_date WHERE plan_id IS NOT NULL;

ALTER TABLE work_orders ADD CONSTRAINT work_orders_plan_due_date_check CHECK (plan_due_date IS NULL OR plan_id IS NOT NULL);
