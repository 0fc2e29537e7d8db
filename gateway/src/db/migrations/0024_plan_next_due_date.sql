-- The plans "due soon" (dashboard tile, plans list filter) counted from dates kept on the
-- plans: computing every active plan's due point per request cost ~100 ms of the gateway's
-- CPU on a farm of 1,000 plans, and 10 dashboards at once waited 1.7 s (p50).
-- next_due_date is computeDue's dueDate as of the farm's day due_computed_on. A change of
-- anything it depends on marks the plan stale (due_computed_on NULL) here, in the database,
-- so no write path can forget it; the next read recomputes the stale plans of its farm, and
-- a new farm day makes every plan stale (the usage rate's window moves with the day).
-- due_version lets a recomputation store its result only if nothing changed meanwhile.
ALTER TABLE maintenance_plans ADD COLUMN next_due_date date;
ALTER TABLE maintenance_plans ADD COLUMN due_computed_on date;
ALTER TABLE maintenance_plans ADD COLUMN due_version integer NOT NULL DEFAULT 0;

CREATE INDEX maintenance_plans_next_due_idx ON maintenance_plans (farm_id, next_due_date)
  WHERE active AND deleted_at IS NULL;

-- Any update that does not itself store a computed date (a new due_computed_on) is a change
-- of the plan: its triggers, anchor, last done or skip, pause.
CREATE FUNCTION maintenance_plans_due_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.due_computed_on IS NULL OR NEW.due_computed_on IS NOT DISTINCT FROM OLD.due_computed_on THEN
    NEW.due_computed_on := NULL;
    NEW.due_version := OLD.due_version + 1;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER maintenance_plans_due_stale BEFORE UPDATE ON maintenance_plans
  FOR EACH ROW EXECUTE FUNCTION maintenance_plans_due_stale();

-- A machine's readings move its meter and its pace, and with them its plans' meter points.
CREATE FUNCTION meter_readings_plans_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE maintenance_plans SET due_computed_on = NULL
    WHERE equipment_id = coalesce(NEW.equipment_id, OLD.equipment_id) AND deleted_at IS NULL;
  RETURN NULL;
END $$;
CREATE TRIGGER meter_readings_plans_stale AFTER INSERT OR UPDATE OR DELETE ON meter_readings
  FOR EACH ROW EXECUTE FUNCTION meter_readings_plans_stale();

-- Its meter value too (a correction without a reading) and its meter unit.
CREATE FUNCTION equipment_plans_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.meter_value IS DISTINCT FROM OLD.meter_value OR NEW.meter_unit IS DISTINCT FROM OLD.meter_unit
     OR NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN
    UPDATE maintenance_plans SET due_computed_on = NULL WHERE equipment_id = NEW.id AND deleted_at IS NULL;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER equipment_plans_stale AFTER UPDATE ON equipment
  FOR EACH ROW EXECUTE FUNCTION equipment_plans_stale();
