-- Notifications and messages have a `seen` flag (issue 12, contract §3.1): mark-all-as-read
-- sets it with `read`.
ALTER TABLE feed_items ADD COLUMN seen boolean NOT NULL DEFAULT false;
