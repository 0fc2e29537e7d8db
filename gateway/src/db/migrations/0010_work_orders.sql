-- Work orders: preventive and corrective jobs on a farm's machines, with their assignees,
-- checklist, downtime periods and failure codes. As everywhere, every row carries farm_id,
-- keys and indexes lead with it, and references inside a farm are composite foreign keys,
-- so an order can never point at another farm's machine, member, order or code.

-- Per-farm counters handed out inside the writing transaction (INSERT … ON CONFLICT DO
-- UPDATE … RETURNING): the row lock orders concurrent creations and a rolled-back creation
-- gives its number back, so numbers have no gaps and no duplicates, on PGlite and PostgreSQL.
CREATE TABLE farm_counters (
  farm_id uuid NOT NULL REFERENCES farms(id) ON DELETE CASCADE,
  name text NOT NULL,
  value bigint NOT NULL CHECK (value > 0),
  PRIMARY KEY (farm_id, name)
);

-- Problem, cause and remedy lists of each farm; managers edit them, new farms get defaults.
CREATE TABLE failure_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL REFERENCES farms(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('PROBLEM', 'CAUSE', 'REMEDY')),
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 40),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  UNIQUE (farm_id, kind, code),
  UNIQUE (farm_id, id)
);

CREATE TABLE work_orders (
  -- A client may choose the id (a UUID made offline): sending it again finds the first order.
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL REFERENCES farms(id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number > 0),
  type text NOT NULL CHECK (type IN ('PREVENTIVE', 'CORRECTIVE')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text CHECK (length(description) <= 10000),
  equipment_id uuid NOT NULL,
  -- Plans come with the planning issue; the column is here so that orders need no rewrite.
  plan_id uuid,
  -- The order this one was opened from (a failed checklist item of that order).
  parent_id uuid,
  source_checklist_item_id uuid,
  priority text NOT NULL DEFAULT 'MEDIUM' CHECK (priority IN ('LOW', 'MEDIUM', 'HIGH', 'URGENT')),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'IN_PROGRESS', 'ON_HOLD', 'COMPLETED', 'CANCELLED')),
  due_date date,
  scheduled_start timestamptz,
  scheduled_end timestamptz,
  estimated_minutes integer CHECK (estimated_minutes BETWEEN 1 AND 525600),
  requester_id uuid REFERENCES users(id) ON DELETE SET NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  started_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text CHECK (length(cancel_reason) <= 10000),
  hold_reason text CHECK (length(hold_reason) <= 10000),
  completion_notes text CHECK (length(completion_notes) <= 10000),
  -- Corrective extras.
  failure_at timestamptz,
  equipment_down boolean NOT NULL DEFAULT false,
  -- The machine's status before this order took it DOWN, given back when the order closes.
  equipment_status_before text CHECK (equipment_status_before IN ('OPERATIONAL', 'NEEDS_ATTENTION', 'DOWN', 'RETIRED')),
  problem_code_id uuid,
  cause_code_id uuid,
  remedy_code_id uuid,
  -- Sort keys the list's keyset pages need non-null and in business order.
  due_sort date GENERATED ALWAYS AS (coalesce(due_date, DATE '9999-12-31')) STORED,
  priority_rank smallint GENERATED ALWAYS AS (
    CASE priority WHEN 'LOW' THEN 1 WHEN 'MEDIUM' THEN 2 WHEN 'HIGH' THEN 3 ELSE 4 END) STORED,
  status_rank smallint GENERATED ALWAYS AS (
    CASE status WHEN 'OPEN' THEN 1 WHEN 'IN_PROGRESS' THEN 2 WHEN 'ON_HOLD' THEN 3 WHEN 'COMPLETED' THEN 4 ELSE 5 END) STORED,
  -- "wo-000123 title": the number as shown (six digits at least) and the title.
  search text GENERATED ALWAYS AS (
    lower('wo-' || repeat('0', greatest(0, 6 - length(number::text))) || number::text || ' ' || title)) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Millisecond precision: updated_at is a sort key, and cursors carry it as an ISO string.
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  UNIQUE (farm_id, number),
  UNIQUE (farm_id, id),
  FOREIGN KEY (farm_id, equipment_id) REFERENCES equipment (farm_id, id),
  FOREIGN KEY (farm_id, parent_id) REFERENCES work_orders (farm_id, id),
  FOREIGN KEY (farm_id, problem_code_id) REFERENCES failure_codes (farm_id, id),
  FOREIGN KEY (farm_id, cause_code_id) REFERENCES failure_codes (farm_id, id),
  FOREIGN KEY (farm_id, remedy_code_id) REFERENCES failure_codes (farm_id, id),
  CHECK (scheduled_end IS NULL OR scheduled_start IS NULL OR scheduled_end >= scheduled_start),
  CHECK (type = 'CORRECTIVE' OR (failure_at IS NULL AND NOT equipment_down)),
  CHECK (status <> 'CANCELLED' OR cancel_reason IS NOT NULL)
);
-- Keyset pages of every sort, within a farm.
CREATE INDEX work_orders_farm_number_idx ON work_orders (farm_id, number, id);
CREATE INDEX work_orders_farm_due_idx ON work_orders (farm_id, due_sort, id);
CREATE INDEX work_orders_farm_priority_idx ON work_orders (farm_id, priority_rank, id);
CREATE INDEX work_orders_farm_status_idx ON work_orders (farm_id, status_rank, id);
CREATE INDEX work_orders_farm_updated_idx ON work_orders (farm_id, updated_at, id);
-- The open backlog (and "overdue") is small next to years of closed orders.
CREATE INDEX work_orders_farm_open_due_idx ON work_orders (farm_id, due_sort, id)
  WHERE status IN ('OPEN', 'IN_PROGRESS', 'ON_HOLD');
-- A machine's orders, and the text search (number, title) within a farm.
CREATE INDEX work_orders_farm_equipment_idx ON work_orders (farm_id, equipment_id, number);
CREATE INDEX work_orders_farm_search_idx ON work_orders USING gin (farm_id, search gin_trgm_ops);
CREATE INDEX work_orders_farm_parent_idx ON work_orders (farm_id, parent_id) WHERE parent_id IS NOT NULL;
CREATE INDEX work_orders_farm_plan_idx ON work_orders (farm_id, plan_id) WHERE plan_id IS NOT NULL;

-- Assignees are members of the order's farm (the service also requires technician or manager).
CREATE TABLE work_order_assignees (
  farm_id uuid NOT NULL,
  work_order_id uuid NOT NULL,
  user_id uuid NOT NULL,
  PRIMARY KEY (farm_id, work_order_id, user_id),
  FOREIGN KEY (farm_id, work_order_id) REFERENCES work_orders (farm_id, id) ON DELETE CASCADE,
  FOREIGN KEY (farm_id, user_id) REFERENCES farm_members (farm_id, user_id) ON DELETE CASCADE
);
-- "Assigned to me".
CREATE INDEX work_order_assignees_user_idx ON work_order_assignees (farm_id, user_id, work_order_id);

CREATE TABLE work_order_checklist_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL,
  work_order_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  result text CHECK (result IN ('PASS', 'FAIL', 'NA')),
  note text CHECK (length(note) <= 10000),
  done_by uuid REFERENCES users(id) ON DELETE SET NULL,
  done_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (farm_id, id),
  FOREIGN KEY (farm_id, work_order_id) REFERENCES work_orders (farm_id, id) ON DELETE CASCADE
);
CREATE INDEX work_order_checklist_items_order_idx ON work_order_checklist_items (farm_id, work_order_id, position, id);

-- A failed item opens at most one corrective order.
ALTER TABLE work_orders ADD FOREIGN KEY (farm_id, source_checklist_item_id)
  REFERENCES work_order_checklist_items (farm_id, id);
CREATE UNIQUE INDEX work_orders_source_item_idx ON work_orders (farm_id, source_checklist_item_id)
  WHERE source_checklist_item_id IS NOT NULL;

CREATE TABLE work_order_downtime (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL,
  work_order_id uuid NOT NULL,
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK (ended_at IS NULL OR ended_at >= started_at),
  FOREIGN KEY (farm_id, work_order_id) REFERENCES work_orders (farm_id, id) ON DELETE CASCADE
);
CREATE INDEX work_order_downtime_order_idx ON work_order_downtime (farm_id, work_order_id, started_at);

-- List totals are remembered per farm (migration 0003): orders and their assignees count.
CREATE TRIGGER work_orders_inserted AFTER INSERT ON work_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('farm_data_changed', 'farm_id');
CREATE TRIGGER work_orders_updated AFTER UPDATE ON work_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('farm_data_changed', 'farm_id');
CREATE TRIGGER work_orders_deleted AFTER DELETE ON work_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('farm_data_changed', 'farm_id');
CREATE TRIGGER work_order_assignees_inserted AFTER INSERT ON work_order_assignees REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('farm_data_changed', 'farm_id');
CREATE TRIGGER work_order_assignees_deleted AFTER DELETE ON work_order_assignees REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('farm_data_changed', 'farm_id');

-- Default failure codes, for the farms there are and for every farm added later.
CREATE FUNCTION seed_failure_codes(farm uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO failure_codes (farm_id, kind, code, label)
  SELECT farm, kind, code, label FROM (VALUES
    ('PROBLEM', 'HYDRAULIC_LEAK', 'Hydraulic leak'),
    ('PROBLEM', 'ELECTRICAL_FAULT', 'Electrical fault'),
    ('PROBLEM', 'ENGINE_WONT_START', 'Engine won''t start'),
    ('PROBLEM', 'FLAT_TYRE', 'Flat tyre'),
    ('PROBLEM', 'BELT_BROKEN', 'Belt broken'),
    ('PROBLEM', 'OVERHEATING', 'Overheating'),
    ('PROBLEM', 'ABNORMAL_NOISE', 'Abnormal noise or vibration'),
    ('PROBLEM', 'OIL_LEAK', 'Oil leak'),
    ('PROBLEM', 'BLOCKED_NOZZLE', 'Blocked nozzle or filter'),
    ('PROBLEM', 'STRUCTURAL_DAMAGE', 'Bent or cracked part'),
    ('CAUSE', 'WEAR', 'Normal wear'),
    ('CAUSE', 'MISSED_SERVICE', 'Missed or late service'),
    ('CAUSE', 'OPERATOR_ERROR', 'Operator error'),
    ('CAUSE', 'CONTAMINATION', 'Dirt, water or contaminated fluid'),
    ('CAUSE', 'LOOSE_CONNECTION', 'Loose or corroded connection'),
    ('CAUSE', 'IMPACT', 'Impact or accident'),
    ('CAUSE', 'DEFECTIVE_PART', 'Defective part'),
    ('CAUSE', 'UNKNOWN', 'Unknown'),
    ('REMEDY', 'REPLACED_PART', 'Replaced the part'),
    ('REMEDY', 'REPAIRED', 'Repaired'),
    ('REMEDY', 'ADJUSTED', 'Adjusted or tightened'),
    ('REMEDY', 'CLEANED', 'Cleaned or flushed'),
    ('REMEDY', 'TOPPED_UP', 'Topped up fluid'),
    ('REMEDY', 'LUBRICATED', 'Lubricated'),
    ('REMEDY', 'SENT_OUT', 'Sent to a workshop')
  ) AS defaults (kind, code, label)
  ON CONFLICT (farm_id, kind, code) DO NOTHING;
$$;

CREATE FUNCTION seed_farm_failure_codes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM seed_failure_codes(NEW.id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER farms_failure_codes AFTER INSERT ON farms FOR EACH ROW EXECUTE FUNCTION seed_farm_failure_codes();

SELECT seed_failure_codes(id) FROM farms;
