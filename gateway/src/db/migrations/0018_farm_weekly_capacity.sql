-- The planning view's workload compares each technician's estimated hours in an ISO week with
-- this farm setting (DESIGN §4 Planning); managers change it with setPlanningCapacity.
ALTER TABLE farms ADD COLUMN weekly_capacity_hours integer NOT NULL DEFAULT 40
  CHECK (weekly_capacity_hours BETWEEN 1 AND 168);

-- The planning range reads a farm's orders by their scheduled start.
CREATE INDEX work_orders_farm_scheduled_idx ON work_orders (farm_id, scheduled_start) WHERE scheduled_start IS NOT NULL;
