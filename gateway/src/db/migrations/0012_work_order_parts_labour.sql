-- Parts and labour on work orders, and what an order costs. Rows carry farm_id, keys and
-- indexes lead with it, and references inside a farm are composite foreign keys, as in 0010.

-- What the open orders still hold of a part: Σ work_order_parts.reserved_quantity, kept in
-- the same transaction as the lines, so that "available = on hand − reserved" is arithmetic
-- on one row, which a conditional UPDATE can guard against concurrent writers. A downward
-- count correction (ADJUSTMENT) may still leave less on hand than reserved: the shelf wins.
ALTER TABLE spare_parts ADD COLUMN quantity_reserved numeric(14, 3) NOT NULL DEFAULT 0
  CHECK (quantity_reserved >= 0);
-- The low-stock check compares what is available, not what is on the shelf.
DROP INDEX spare_parts_low_idx;
CREATE INDEX spare_parts_low_idx ON spare_parts (farm_id, part_number)
  WHERE quantity_on_hand - quantity_reserved <= min_quantity;

-- Movements named an order before orders existed (0002); now the reference is checked, in
-- the farm. An order's movements are what its parts cost.
ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_work_order_fk
  FOREIGN KEY (farm_id, work_order_id) REFERENCES work_orders (farm_id, id);
CREATE INDEX stock_movements_work_order_idx ON stock_movements (farm_id, work_order_id, part_id)
  WHERE work_order_id IS NOT NULL;

-- One line per part on an order: what is planned, what the plan still reserves (planned −
-- issued while the order is open, 0 once it is closed), what was issued and returned.
CREATE TABLE work_order_parts (
  -- A client may choose the id (a UUID made offline): sending it again finds the first line.
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL,
  work_order_id uuid NOT NULL,
  part_id uuid NOT NULL,
  planned_quantity numeric(14, 3) NOT NULL DEFAULT 0 CHECK (planned_quantity >= 0),
  reserved_quantity numeric(14, 3) NOT NULL DEFAULT 0
    CHECK (reserved_quantity >= 0 AND reserved_quantity <= planned_quantity),
  issued_quantity numeric(14, 3) NOT NULL DEFAULT 0 CHECK (issued_quantity >= 0),
  returned_quantity numeric(14, 3) NOT NULL DEFAULT 0
    CHECK (returned_quantity >= 0 AND returned_quantity <= issued_quantity),
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (farm_id, work_order_id, part_id),
  UNIQUE (farm_id, id),
  FOREIGN KEY (farm_id, work_order_id) REFERENCES work_orders (farm_id, id) ON DELETE CASCADE,
  FOREIGN KEY (farm_id, part_id) REFERENCES spare_parts (farm_id, id) ON DELETE CASCADE
);
-- A part's reservations (what its open orders hold).
CREATE INDEX work_order_parts_reserved_idx ON work_order_parts (farm_id, part_id)
  WHERE reserved_quantity > 0;

-- Hourly rates: the farm's default, and a member's own (null: the farm's default).
ALTER TABLE farms ADD COLUMN default_hourly_rate numeric(12, 2) CHECK (default_hourly_rate >= 0);
ALTER TABLE farm_members ADD COLUMN hourly_rate numeric(12, 2) CHECK (hourly_rate >= 0);

-- Time someone spent on an order. A running timer is an entry without an end (at most one
-- per person and farm); stopping it sets the end and the minutes. The rate is the one in
-- force when the entry was made (a copy), so a later change of rates rewrites no history.
CREATE TABLE labour_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL,
  work_order_id uuid NOT NULL,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  minutes integer CHECK (minutes BETWEEN 1 AND 525600),
  hourly_rate numeric(12, 2) CHECK (hourly_rate >= 0),
  note text CHECK (length(note) <= 2000),
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK ((ended_at IS NULL) = (minutes IS NULL)),
  CHECK (ended_at IS NULL OR ended_at >= started_at),
  UNIQUE (farm_id, id),
  FOREIGN KEY (farm_id, work_order_id) REFERENCES work_orders (farm_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX labour_entries_running_idx ON labour_entries (farm_id, user_id) WHERE ended_at IS NULL;
CREATE INDEX labour_entries_order_idx ON labour_entries (farm_id, work_order_id, started_at);
-- Reports: a person's hours in a period.
CREATE INDEX labour_entries_user_idx ON labour_entries (farm_id, user_id, started_at);
