-- Photos and comments on work orders, and maintenance requests: problems anyone reports
-- through a machine's unguessable link, which a manager approves into a corrective order or
-- declines. Rows carry farm_id, keys and indexes lead with it, and references inside a farm
-- are composite foreign keys (0010), so nothing can point at another farm's order or photo.

-- A checklist item's photos name the item and its order: (farm, order, item) must be one row.
CREATE UNIQUE INDEX work_order_checklist_items_order_item_idx
  ON work_order_checklist_items (farm_id, work_order_id, id);

-- A photo shown on an order, or on one of its checklist items (checklist_item_id set).
CREATE TABLE work_order_photos (
  farm_id uuid NOT NULL,
  work_order_id uuid NOT NULL,
  photo_id uuid NOT NULL,
  checklist_item_id uuid,
  added_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (farm_id, work_order_id, photo_id),
  FOREIGN KEY (farm_id, work_order_id) REFERENCES work_orders (farm_id, id) ON DELETE CASCADE,
  FOREIGN KEY (farm_id, photo_id) REFERENCES photos (farm_id, id) ON DELETE CASCADE,
  -- NULL item: the order's own photo (a composite key with a NULL is not checked).
  FOREIGN KEY (farm_id, work_order_id, checklist_item_id)
    REFERENCES work_order_checklist_items (farm_id, work_order_id, id) ON DELETE CASCADE
);
-- The graph reads a page of orders' (or items') photos by their ids, whatever their farm.
CREATE INDEX work_order_photos_order_idx ON work_order_photos (work_order_id, created_at);
CREATE INDEX work_order_photos_item_idx ON work_order_photos (checklist_item_id, created_at)
  WHERE checklist_item_id IS NOT NULL;

CREATE TABLE work_order_comments (
  -- A client may choose the id (a UUID made offline): sending it again finds the first comment.
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL,
  work_order_id uuid NOT NULL,
  author_id uuid REFERENCES users(id) ON DELETE SET NULL,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (farm_id, id),
  FOREIGN KEY (farm_id, work_order_id) REFERENCES work_orders (farm_id, id) ON DELETE CASCADE
);
-- Read by order ids, as the photos are.
CREATE INDEX work_order_comments_order_idx ON work_order_comments (work_order_id, created_at, id);

-- Each machine's secret report link (/report/<token>): made by the gateway from 144 random
-- bits when a manager first asks for it, replaced when a manager rotates it. The old token
-- then opens nothing.
CREATE TABLE equipment_request_tokens (
  farm_id uuid NOT NULL,
  equipment_id uuid NOT NULL,
  token text NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{22,64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (farm_id, equipment_id),
  FOREIGN KEY (farm_id, equipment_id) REFERENCES equipment (farm_id, id) ON DELETE CASCADE
);

CREATE TABLE maintenance_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL,
  equipment_id uuid NOT NULL,
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
  machine_stopped boolean NOT NULL DEFAULT false,
  -- Whoever reported it has no account: what they chose to leave, if anything.
  reporter_name text CHECK (length(reporter_name) <= 100),
  reporter_phone text CHECK (length(reporter_phone) <= 40),
  photo_id uuid,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED')),
  decline_reason text CHECK (length(decline_reason) BETWEEN 1 AND 2000),
  decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  -- The corrective order an approval created.
  work_order_id uuid,
  -- Millisecond precision: created_at is the inbox's sort key, and cursors carry it as ISO text.
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (farm_id, id),
  FOREIGN KEY (farm_id, equipment_id) REFERENCES equipment (farm_id, id) ON DELETE CASCADE,
  FOREIGN KEY (farm_id, photo_id) REFERENCES photos (farm_id, id) ON DELETE SET NULL (photo_id),
  FOREIGN KEY (farm_id, work_order_id) REFERENCES work_orders (farm_id, id) ON DELETE SET NULL (work_order_id),
  CHECK ((status = 'DECLINED') = (decline_reason IS NOT NULL)),
  CHECK ((status = 'PENDING') = (decided_at IS NULL))
);
-- The inbox: newest first, all of a farm's requests or those of one status.
CREATE INDEX maintenance_requests_farm_created_idx ON maintenance_requests (farm_id, created_at, id);
CREATE INDEX maintenance_requests_farm_status_idx ON maintenance_requests (farm_id, status, created_at, id);
CREATE UNIQUE INDEX maintenance_requests_work_order_idx ON maintenance_requests (work_order_id)
  WHERE work_order_id IS NOT NULL;

-- List totals are remembered per farm (migration 0003): requests count.
CREATE TRIGGER maintenance_requests_inserted AFTER INSERT ON maintenance_requests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('farm_data_changed', 'farm_id');
CREATE TRIGGER maintenance_requests_updated AFTER UPDATE ON maintenance_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('farm_data_changed', 'farm_id');
CREATE TRIGGER maintenance_requests_deleted AFTER DELETE ON maintenance_requests REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('farm_data_changed', 'farm_id');
