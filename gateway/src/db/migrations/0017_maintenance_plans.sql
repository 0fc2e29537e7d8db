-- Preventive maintenance plans (DESIGN §4): what to do on a machine, and when, by calendar
-- and/or meter, from which the scheduler opens PREVENTIVE orders. The rules of "when" live in
-- modules/maintenance/plans/due.ts; the database keeps the ranges and the farm scoping.

-- The farm's day (localToday) decides when a calendar point is reached; an IANA zone name.
ALTER TABLE farms ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC' CHECK (length(time_zone) BETWEEN 1 AND 64);

CREATE TABLE maintenance_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL REFERENCES farms(id) ON DELETE CASCADE,
  equipment_id uuid NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  instructions text CHECK (length(instructions) <= 10000),
  -- Checklist items copied onto each order (each ≤ 500 characters, checked by the service).
  checklist text[] NOT NULL DEFAULT '{}' CHECK (coalesce(array_length(checklist, 1), 0) <= 100),
  -- Parts planned on each order: [{ "partId": uuid, "quantity": number }], parts of this farm.
  parts jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(parts) = 'array' AND jsonb_array_length(parts) <= 100),
  estimated_minutes integer CHECK (estimated_minutes BETWEEN 1 AND 525600),
  default_assignee_id uuid,
  priority text NOT NULL DEFAULT 'MEDIUM' CHECK (priority IN ('LOW', 'MEDIUM', 'HIGH', 'URGENT')),
  lead_days integer NOT NULL DEFAULT 0 CHECK (lead_days BETWEEN 0 AND 365),
  active boolean NOT NULL DEFAULT true,
  calendar_every integer CHECK (calendar_every BETWEEN 1 AND 1000),
  calendar_unit text CHECK (calendar_unit IN ('DAY', 'WEEK', 'MONTH', 'YEAR')),
  meter_every numeric(12, 1) CHECK (meter_every > 0 AND meter_every <= 1000000),
  anchor text NOT NULL DEFAULT 'FLOATING' CHECK (anchor IN ('FIXED', 'FLOATING')),
  start_date date NOT NULL,
  start_meter numeric(12, 1) CHECK (start_meter >= 0),
  season_start text CHECK (season_start ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'),
  season_end text CHECK (season_end ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'),
  break_in_days integer CHECK (break_in_days BETWEEN 1 AND 3650),
  break_in_meter numeric(12, 1) CHECK (break_in_meter > 0 AND break_in_meter <= 1000000),
  -- The last completed service: its farm-local day, meter and the due key it served.
  last_done_date date,
  last_done_meter numeric(12, 1),
  last_done_key text CHECK (length(last_done_key) <= 64),
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  -- Deleting a plan hides it and keeps the orders it opened pointing at it.
  deleted_at timestamptz,
  UNIQUE (farm_id, id),
  FOREIGN KEY (farm_id, equipment_id) REFERENCES equipment (farm_id, id),
  FOREIGN KEY (farm_id, default_assignee_id) REFERENCES farm_members (farm_id, user_id) ON DELETE SET NULL (default_assignee_id),
  CHECK ((calendar_every IS NULL) = (calendar_unit IS NULL)),
  CHECK (calendar_every IS NOT NULL OR meter_every IS NOT NULL),
  CHECK ((season_start IS NULL) = (season_end IS NULL)),
  CHECK (last_done_date IS NOT NULL OR (last_done_meter IS NULL AND last_done_key IS NULL))
);
CREATE INDEX maintenance_plans_farm_idx ON maintenance_plans (farm_id, title, id) WHERE deleted_at IS NULL;
CREATE INDEX maintenance_plans_equipment_idx ON maintenance_plans (farm_id, equipment_id) WHERE deleted_at IS NULL;

-- The due point an order was opened for: with the plan, the scheduler's idempotency key, so a
-- second run, a restart or a second gateway on the same server cannot open it twice.
ALTER TABLE work_orders ADD COLUMN plan_due_key text CHECK (length(plan_due_key) <= 64);
ALTER TABLE work_orders ADD FOREIGN KEY (farm_id, plan_id) REFERENCES maintenance_plans (farm_id, id);
CREATE UNIQUE INDEX work_orders_plan_due_key_idx ON work_orders (plan_id, plan_due_key) WHERE plan_id IS NOT NULL;
