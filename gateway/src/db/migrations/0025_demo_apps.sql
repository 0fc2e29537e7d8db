-- The demo apps (issue 12): every account has its own copy of each app's demo data, seeded
-- from the committed fixtures on the account's first call to that app.

-- One row per (account, app) once its copy exists: inserted with ON CONFLICT DO NOTHING in the
-- transaction that copies the fixtures, so concurrent first calls copy them once.
CREATE TABLE demo_app_seeds (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  app text NOT NULL CHECK (app ~ '^[a-z][a-z-]{1,39}$'),
  seeded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, app)
);

-- An account's demo records, one row each, by app and kind (a note, a note label, a task…).
-- The record's fields are its JSON document (the apps' records are documents that PATCH
-- merges shallowly); `position` is the list's stored order: the fixtures' index, then
-- "placed first" (negative) or "added last" (positive) by the microsecond of the write.
CREATE TABLE demo_records (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  app text NOT NULL,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z-]{1,39}$'),
  id uuid NOT NULL,
  position bigint NOT NULL,
  data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
  PRIMARY KEY (user_id, app, kind, id),
  FOREIGN KEY (user_id, app) REFERENCES demo_app_seeds (user_id, app) ON DELETE CASCADE
);
CREATE INDEX demo_records_position_idx ON demo_records (user_id, app, kind, position);
