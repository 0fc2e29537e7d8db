-- Photos, stored in the database so that every gateway on one server serves the same ones,
-- and the rate-limit counters that gateways on one server share.

-- A farm's photos (work orders, checklist items, maintenance requests). Other tables point
-- at them with (farm_id, photo_id), so a record can only show a photo of its own farm. The
-- image is kept as the server re-encoded it: upright, metadata (GPS, camera) stripped.
CREATE TABLE photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL REFERENCES farms(id) ON DELETE CASCADE,
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp')),
  bytes bytea NOT NULL,
  thumbnail bytea NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  size integer NOT NULL CHECK (size > 0),
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (farm_id, id)
);
-- JPEG, PNG and WebP are compressed already: storing them out of line without another
-- compression pass saves the work and makes reading them cheaper.
ALTER TABLE photos ALTER COLUMN bytes SET STORAGE EXTERNAL;
ALTER TABLE photos ALTER COLUMN thumbnail SET STORAGE EXTERNAL;

-- rate-limiter-flexible's PostgreSQL store (lib/rate-limits.ts): a key's uses and when they
-- expire, in milliseconds since the epoch. Unlogged: counts are worth no WAL, and losing
-- them in a crash only gives clients a fresh budget. Embedded PGlite counts in memory.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
