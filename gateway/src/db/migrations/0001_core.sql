-- Core shell: farms, users and memberships, per-user feeds (notifications, messages), shortcuts, password resets, outbox.
CREATE TABLE farms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  reference text NOT NULL UNIQUE,
  location text,
  city_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  avatar text,
  status text NOT NULL DEFAULT 'online' CHECK (status IN ('online', 'away', 'busy', 'not-visible')),
  roles text[] NOT NULL DEFAULT '{}',
  extra_permissions text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE farm_members (
  farm_id uuid NOT NULL REFERENCES farms(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (farm_id, user_id)
);
CREATE INDEX farm_members_user_idx ON farm_members (user_id, farm_id);

-- Notifications and messages share one shape; kind tells them apart.
CREATE TABLE feed_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('notification', 'message')),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  farm_id uuid REFERENCES farms(id) ON DELETE CASCADE,
  icon text,
  image text,
  title text CHECK (length(title) <= 500),
  description text CHECK (length(description) <= 10000),
  link text CHECK (length(link) <= 2048),
  use_router boolean NOT NULL DEFAULT false,
  read boolean NOT NULL DEFAULT false,
  time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feed_items_user_idx ON feed_items (user_id, kind, time DESC);

CREATE TABLE shortcuts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 100),
  description text,
  icon text,
  link text NOT NULL,
  use_router boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX shortcuts_user_idx ON shortcuts (user_id, position);

CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
