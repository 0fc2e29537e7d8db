-- Every change to a farm's equipment or spare parts sends NOTIFY farm_data_changed with the
-- farm's id, delivered when the change commits. Gateways cache list totals per farm and drop
-- a farm's totals on this signal, so a change made through another gateway instance, a seed
-- or psql is seen too. Statement-level triggers with transition tables notify once per farm
-- per statement, however many rows a bulk change touches.
-- notify_changed_ids(channel, column): NOTIFY `channel` with each distinct `column` value of
-- the rows the statement inserted, updated or deleted.
CREATE FUNCTION notify_changed_ids() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_id uuid;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    FOR changed_id IN EXECUTE format('SELECT DISTINCT %I FROM new_rows', TG_ARGV[1]) LOOP
      PERFORM pg_notify(TG_ARGV[0], changed_id::text);
    END LOOP;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    FOR changed_id IN EXECUTE format('SELECT DISTINCT %I FROM old_rows', TG_ARGV[1]) LOOP
      PERFORM pg_notify(TG_ARGV[0], changed_id::text);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER equipment_inserted AFTER INSERT ON equipment REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('farm_data_changed', 'farm_id');
CREATE TRIGGER equipment_updated AFTER UPDATE ON equipment REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('farm_data_changed', 'farm_id');
CREATE TRIGGER equipment_deleted AFTER DELETE ON equipment REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('farm_data_changed', 'farm_id');

CREATE TRIGGER spare_parts_inserted AFTER INSERT ON spare_parts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('farm_data_changed', 'farm_id');
CREATE TRIGGER spare_parts_updated AFTER UPDATE ON spare_parts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('farm_data_changed', 'farm_id');
CREATE TRIGGER spare_parts_deleted AFTER DELETE ON spare_parts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_ids('farm_data_changed', 'farm_id');
