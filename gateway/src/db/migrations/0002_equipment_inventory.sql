-- Equipment register with meter readings, spare parts with a stock ledger, and the audit
-- trail. Every farm-scoped table leads its keys and indexes with farm_id, and references
-- within a farm are composite foreign keys, so a row can never point into another farm.
-- Trigram indexes let "contains" searches use an index instead of scanning the farm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE equipment (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL REFERENCES farms(id) ON DELETE CASCADE,
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 40),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  category text NOT NULL CHECK (category IN ('TRACTOR', 'COMBINE_HARVESTER', 'SPRAYER', 'SEEDER', 'TILLAGE',
    'IRRIGATION', 'GENERATOR', 'VEHICLE', 'LIVESTOCK_EQUIPMENT', 'WORKSHOP', 'OTHER')),
  make text,
  model text,
  serial_number text,
  year integer CHECK (year BETWEEN 1900 AND 2100),
  status text NOT NULL DEFAULT 'OPERATIONAL' CHECK (status IN ('OPERATIONAL', 'NEEDS_ATTENTION', 'DOWN', 'RETIRED')),
  criticality text NOT NULL DEFAULT 'MEDIUM' CHECK (criticality IN ('LOW', 'MEDIUM', 'HIGH')),
  location text,
  parent_id uuid,
  meter_unit text NOT NULL DEFAULT 'HOURS' CHECK (meter_unit IN ('HOURS', 'KM', 'NONE')),
  meter_value numeric(12, 1) NOT NULL DEFAULT 0 CHECK (meter_value >= 0),
  purchase_date date,
  purchase_cost numeric(14, 2) CHECK (purchase_cost >= 0),
  warranty_end date,
  photo_url text,
  notes text,
  search text GENERATED ALWAYS AS (lower(code || ' ' || name || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(serial_number, ''))) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Millisecond precision: updated_at is a sort key, and cursors carry it as an ISO string.
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  UNIQUE (farm_id, code),
  UNIQUE (farm_id, id),
  FOREIGN KEY (farm_id, parent_id) REFERENCES equipment (farm_id, id),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX equipment_farm_name_idx ON equipment (farm_id, name, id);
CREATE INDEX equipment_farm_status_idx ON equipment (farm_id, status, id);
CREATE INDEX equipment_farm_meter_idx ON equipment (farm_id, meter_value, id);
CREATE INDEX equipment_farm_updated_idx ON equipment (farm_id, updated_at, id);
CREATE INDEX equipment_search_idx ON equipment USING gin (search gin_trgm_ops);
CREATE INDEX equipment_parent_idx ON equipment (farm_id, parent_id) WHERE parent_id IS NOT NULL;

CREATE TABLE meter_readings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL,
  equipment_id uuid NOT NULL,
  value numeric(12, 1) NOT NULL CHECK (value >= 0),
  read_at timestamptz NOT NULL DEFAULT now(),
  recorded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (farm_id, equipment_id) REFERENCES equipment (farm_id, id) ON DELETE CASCADE
);
CREATE INDEX meter_readings_equipment_idx ON meter_readings (farm_id, equipment_id, read_at DESC);

CREATE TABLE spare_parts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL REFERENCES farms(id) ON DELETE CASCADE,
  part_number text NOT NULL CHECK (length(part_number) BETWEEN 1 AND 60),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  category text,
  unit text NOT NULL CHECK (unit IN ('PCS', 'L', 'KG', 'M')),
  quantity_on_hand numeric(14, 3) NOT NULL DEFAULT 0 CHECK (quantity_on_hand >= 0),
  min_quantity numeric(14, 3) NOT NULL DEFAULT 0 CHECK (min_quantity >= 0),
  reorder_quantity numeric(14, 3) NOT NULL DEFAULT 0 CHECK (reorder_quantity >= 0),
  unit_cost numeric(14, 2) NOT NULL DEFAULT 0 CHECK (unit_cost >= 0),
  storage_location text,
  supplier text,
  -- Set when the low-stock notification went out; cleared when stock is back above minimum.
  low_stock_notified boolean NOT NULL DEFAULT false,
  search text GENERATED ALWAYS AS (lower(part_number || ' ' || name || ' ' || coalesce(category, '') || ' ' || coalesce(supplier, ''))) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Millisecond precision: updated_at is a sort key, and cursors carry it as an ISO string.
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  UNIQUE (farm_id, part_number),
  UNIQUE (farm_id, id)
);
CREATE INDEX spare_parts_farm_name_idx ON spare_parts (farm_id, name, id);
CREATE INDEX spare_parts_farm_qty_idx ON spare_parts (farm_id, quantity_on_hand, id);
CREATE INDEX spare_parts_farm_updated_idx ON spare_parts (farm_id, updated_at, id);
CREATE INDEX spare_parts_search_idx ON spare_parts USING gin (search gin_trgm_ops);
CREATE INDEX spare_parts_low_idx ON spare_parts (farm_id, part_number) WHERE quantity_on_hand <= min_quantity;

CREATE TABLE part_compatibility (
  farm_id uuid NOT NULL,
  part_id uuid NOT NULL,
  equipment_id uuid NOT NULL,
  PRIMARY KEY (farm_id, part_id, equipment_id),
  FOREIGN KEY (farm_id, part_id) REFERENCES spare_parts (farm_id, id) ON DELETE CASCADE,
  FOREIGN KEY (farm_id, equipment_id) REFERENCES equipment (farm_id, id) ON DELETE CASCADE
);
CREATE INDEX part_compatibility_equipment_idx ON part_compatibility (farm_id, equipment_id);

CREATE TABLE stock_movements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL,
  part_id uuid NOT NULL,
  type text NOT NULL CHECK (type IN ('RECEIPT', 'ISSUE', 'ADJUSTMENT', 'RETURN')),
  quantity numeric(14, 3) NOT NULL CHECK (quantity <> 0),
  unit_cost numeric(14, 2),
  balance_after numeric(14, 3) NOT NULL CHECK (balance_after >= 0),
  work_order_id uuid,
  note text,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  FOREIGN KEY (farm_id, part_id) REFERENCES spare_parts (farm_id, id) ON DELETE CASCADE,
  CHECK ((type IN ('RECEIPT', 'RETURN') AND quantity > 0) OR (type = 'ISSUE' AND quantity < 0) OR type = 'ADJUSTMENT')
);
CREATE INDEX stock_movements_part_idx ON stock_movements (farm_id, part_id, created_at DESC, id);

CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL REFERENCES farms(id) ON DELETE CASCADE,
  entity_type text NOT NULL,
  entity_id uuid NOT NULL,
  action text NOT NULL,
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  changes jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX audit_log_entity_idx ON audit_log (farm_id, entity_type, entity_id, created_at DESC);
CREATE INDEX audit_log_farm_idx ON audit_log (farm_id, created_at DESC);
