-- notify_changed_ids (0003) with static SQL, for the same reason as 0030: it read the changed
-- ids with EXECUTE, which parses and plans its statement on every write to a table it watches.
-- The column it reads is a trigger argument, and a static statement must name its column: so
-- the function has a branch for each column the triggers pass (farm_id, user_id, id), made here
-- from one text. A statement is planned when first run, so a branch naming a column that the
-- trigger's table lacks is never planned. A trigger passing another column fails its first
-- write: add the column to the list below, in a migration of its own.
DO $migration$
DECLARE
  notify_each CONSTANT text := 'PERFORM pg_notify(TG_ARGV[0], changed.id::text) FROM (SELECT DISTINCT %I AS id FROM %I) AS changed;';
  branches text := '';
  column_name text;
BEGIN
  FOREACH column_name IN ARRAY ARRAY['farm_id', 'user_id', 'id'] LOOP
    branches := branches || format(
      $branch$
      IF TG_ARGV[1] = %L THEN
        IF TG_OP IN ('INSERT', 'UPDATE') THEN %s END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN %s END IF;
        RETURN NULL;
      END IF;$branch$,
      column_name,
      format(notify_each, column_name, 'new_rows'),
      format(notify_each, column_name, 'old_rows')
    );
  END LOOP;
  EXECUTE format($function$
    CREATE OR REPLACE FUNCTION notify_changed_ids() RETURNS trigger LANGUAGE plpgsql AS %L$function$,
    format($body$
    BEGIN
      %s
      RAISE EXCEPTION 'notify_changed_ids: no branch for column %%', TG_ARGV[1];
    END;$body$, branches)
  );
END;
$migration$;
