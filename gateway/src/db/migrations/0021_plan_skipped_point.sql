-- A plan whose order is cancelled skips that due point: the next one counts from the day
-- (and meter) of the cancellation. Without it a FLOATING plan kept computing the cancelled
-- point, whose (plan, key) the unique index keeps closed, and never opened another order.
-- A completion clears it: the next point then counts from that service again.
ALTER TABLE maintenance_plans ADD COLUMN skipped_date date;
ALTER TABLE maintenance_plans ADD COLUMN skipped_meter numeric(12, 1);
ALTER TABLE maintenance_plans ADD COLUMN skipped_key text CHECK (length(skipped_key) <= 64);
ALTER TABLE maintenance_plans ADD CONSTRAINT maintenance_plans_skipped_check
  CHECK (skipped_date IS NOT NULL OR (skipped_meter IS NULL AND skipped_key IS NULL));
