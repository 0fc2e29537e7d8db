-- User management (issue 13): accounts an admin deactivates, when each person last signed in,
-- deactivated farm memberships, invitations by e-mail, and the trail of account-level changes.

-- A deactivated account cannot sign in, and its tokens are refused from the next request: the
-- gateway reads the column with the user it already loads for every request (no extra query).
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;
-- The admins' account list, by name (keyset pages).
CREATE INDEX users_name_idx ON users (name, id);

-- A deactivated membership leaves farm_members, which every module reads as "who works on
-- the farm" (access, assignees, labour rates, the managers' notices), and waits here with its
-- role, rate and joining date until a manager reactivates it.
CREATE TABLE deactivated_farm_members (
  farm_id uuid NOT NULL REFERENCES farms(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('manager', 'technician', 'viewer')),
  hourly_rate numeric(12, 2) CHECK (hourly_rate >= 0),
  joined_at timestamptz NOT NULL,
  deactivated_at timestamptz NOT NULL DEFAULT now(),
  deactivated_by uuid REFERENCES users(id) ON DELETE SET NULL,
  PRIMARY KEY (farm_id, user_id)
);
CREATE INDEX deactivated_farm_members_user_idx ON deactivated_farm_members (user_id);

-- An order keeps its assignees when one of them is deactivated (its history says who worked
-- it; a manager reassigns what is still open): they now point at the person, not at the
-- membership, whose row leaves farm_members. The service still assigns members only.
ALTER TABLE work_order_assignees DROP CONSTRAINT work_order_assignees_farm_id_user_id_fkey;
ALTER TABLE work_order_assignees ADD CONSTRAINT work_order_assignees_user_id_fkey
  FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

-- Invitations: only the SHA-256 of the token is kept (the link in the mail is the only copy).
-- At most one open invitation per farm and address: inviting again withdraws the older one.
CREATE TABLE farm_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  farm_id uuid NOT NULL REFERENCES farms(id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  role text NOT NULL CHECK (role IN ('manager', 'technician', 'viewer')),
  token_hash text NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  revoked_at timestamptz,
  revoked_by uuid REFERENCES users(id) ON DELETE SET NULL,
  CHECK (accepted_at IS NULL OR revoked_at IS NULL)
);
CREATE UNIQUE INDEX farm_invitations_open_idx ON farm_invitations (farm_id, email)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;
CREATE INDEX farm_invitations_farm_idx ON farm_invitations (farm_id, created_at DESC, id DESC);

-- Changes to an account itself (admin granted or revoked, deactivated or reactivated, password
-- changed), which belong to no farm and so cannot go to the farm-scoped audit_log.
CREATE TABLE account_audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  action text NOT NULL,
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  changes jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX account_audit_log_user_idx ON account_audit_log (user_id, created_at DESC);
