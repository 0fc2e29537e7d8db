-- A change to a user or to their farm memberships sends NOTIFY user_changed with the user's
-- id, delivered at commit: gateways remember who a signed-in user is (roles, farms) between
-- requests and forget it on this signal, so a membership removed anywhere (another gateway,
-- a script, psql) takes effect at once. Statement-level, once per user per statement.
-- notify_changed_ids comes from migration 0003.
CREATE TRIGGER users_updated AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('user_changed', 'id');
CREATE TRIGGER users_deleted AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('user_changed', 'id');

CREATE TRIGGER farm_members_inserted AFTER INSERT ON farm_members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('user_changed', 'user_id');
CREATE TRIGGER farm_members_updated AFTER UPDATE ON farm_members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('user_changed', 'user_id');
CREATE TRIGGER farm_members_deleted AFTER DELETE ON farm_members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('user_changed', 'user_id');
