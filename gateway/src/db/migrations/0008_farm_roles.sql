-- Roles belong to farm memberships: one person may manage one farm and work as a technician
-- on a neighbour's. Only admin stays a global role on the user. Existing data keeps its
-- access: each membership gets the role its user's global role gave it (an admin's
-- memberships, if any, count as manager), and users keep only the admin role.
ALTER TABLE farm_members ADD COLUMN role text NOT NULL DEFAULT 'viewer'
  CHECK (role IN ('manager', 'technician', 'viewer'));

UPDATE farm_members m
SET role = CASE
  WHEN 'manager' = ANY (u.roles) OR 'admin' = ANY (u.roles) THEN 'manager'
  WHEN 'technician' = ANY (u.roles) THEN 'technician'
  ELSE 'viewer'
END
FROM users u
WHERE u.id = m.user_id;

ALTER TABLE farm_members ALTER COLUMN role DROP DEFAULT;

UPDATE users SET roles = CASE WHEN 'admin' = ANY (roles) THEN ARRAY['admin'] ELSE '{}'::text[] END
WHERE roles <> CASE WHEN 'admin' = ANY (roles) THEN ARRAY['admin'] ELSE '{}'::text[] END;
