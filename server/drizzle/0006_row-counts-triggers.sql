-- Custom SQL migration file, put your code below! --
-- The row counts ledger (src/db/schema/row-counts.ts): the admin dashboard's totals and the admin
-- lists' page counts, kept exact by the database itself, whoever writes (the routes, the seeds, a
-- bulk load, a cascade). Statement-level AFTER triggers with transition tables: each changing
-- statement adds, in its own transaction, one ledger row per key whose count it changed (a bulk
-- load of 1,000,000 purchases adds four rows, not a million). Writers only insert: no counter row
-- to queue on, no lock to deadlock on. A count is sum(delta) of its key, in any snapshot.

-- What each row counts under, per table: users → 'users'; events → 'events' and, active ones,
-- 'events:active'; gifts → 'gifts:active' when active; purchases and payouts → their status.
-- 'users:changes' and 'events:changes' count the statements that changed any user, or any event
-- or event details (which the admin lists filter on): a version, that the cached counts of
-- filtered lists are checked against (routes/admin/filtered-count.ts). A key whose count did not
-- move adds no row. (Transition tables hold anonymous records, so each table has a function of
-- its own; a query on new_rows or old_rows is only planned in the operations that have it.)
CREATE FUNCTION row_counts_users() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added bigint := 0;
  removed bigint := 0;
BEGIN
  IF TG_OP <> 'DELETE' THEN SELECT count(*) INTO added FROM new_rows; END IF;
  IF TG_OP <> 'INSERT' THEN SELECT count(*) INTO removed FROM old_rows; END IF;
  IF added + removed > 0 THEN
    INSERT INTO row_counts (key, delta)
    SELECT key, delta FROM (VALUES ('users:changes', 1), ('users', added - removed)) AS v(key, delta)
    WHERE delta <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION row_counts_events() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added bigint := 0;
  added_active bigint := 0;
  removed bigint := 0;
  removed_active bigint := 0;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT count(*), count(*) FILTER (WHERE active) INTO added, added_active FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT count(*), count(*) FILTER (WHERE active) INTO removed, removed_active FROM old_rows;
  END IF;
  IF added + removed > 0 THEN
    INSERT INTO row_counts (key, delta)
    SELECT key, delta FROM (VALUES
      ('events:changes', 1), ('events', added - removed), ('events:active', added_active - removed_active)
    ) AS v(key, delta)
    WHERE delta <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION row_counts_event_details() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed bigint := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN changed := 1;
  ELSIF TG_OP = 'DELETE' THEN SELECT count(*) INTO changed FROM old_rows;
  ELSE SELECT count(*) INTO changed FROM new_rows;
  END IF;
  IF changed > 0 THEN
    INSERT INTO row_counts (key, delta) VALUES ('events:changes', 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION row_counts_gifts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added_active bigint := 0;
  removed_active bigint := 0;
BEGIN
  IF TG_OP <> 'DELETE' THEN SELECT count(*) INTO added_active FROM new_rows WHERE active; END IF;
  IF TG_OP <> 'INSERT' THEN SELECT count(*) INTO removed_active FROM old_rows WHERE active; END IF;
  IF added_active <> removed_active THEN
    INSERT INTO row_counts (key, delta) VALUES ('gifts:active', added_active - removed_active);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION row_counts_purchases() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts (key, delta) SELECT 'purchases:' || status, count(*) FROM new_rows GROUP BY status;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO row_counts (key, delta) SELECT 'purchases:' || status, -count(*) FROM old_rows GROUP BY status;
  ELSE
    INSERT INTO row_counts (key, delta)
    SELECT 'purchases:' || status, sum(delta) FROM (
      SELECT status, 1 AS delta FROM new_rows UNION ALL SELECT status, -1 FROM old_rows
    ) changes GROUP BY status HAVING sum(delta) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION row_counts_payouts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts (key, delta) SELECT 'payouts:' || status, count(*) FROM new_rows GROUP BY status;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO row_counts (key, delta) SELECT 'payouts:' || status, -count(*) FROM old_rows GROUP BY status;
  ELSE
    INSERT INTO row_counts (key, delta)
    SELECT 'payouts:' || status, sum(delta) FROM (
      SELECT status, 1 AS delta FROM new_rows UNION ALL SELECT status, -1 FROM old_rows
    ) changes GROUP BY status HAVING sum(delta) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- TRUNCATE sees no rows: the counts of the table (TG_ARGV[0], e.g. 'events' and 'events:active')
-- go back to zero, and its version (':changes') moves on, as versions only ever do.
CREATE FUNCTION row_counts_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (key, delta)
  SELECT key, -sum(delta) FROM row_counts
  WHERE (key = TG_ARGV[0] OR key LIKE TG_ARGV[0] || ':%') AND key <> TG_ARGV[0] || ':changes'
  GROUP BY key
  HAVING sum(delta) <> 0
  UNION ALL
  SELECT TG_ARGV[0] || ':changes', 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER users_row_counts_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_users();
--> statement-breakpoint
CREATE TRIGGER users_row_counts_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_users();
--> statement-breakpoint
CREATE TRIGGER users_row_counts_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_users();
--> statement-breakpoint
CREATE TRIGGER users_row_counts_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncated('users');
--> statement-breakpoint

CREATE TRIGGER events_row_counts_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_events();
--> statement-breakpoint
CREATE TRIGGER events_row_counts_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_events();
--> statement-breakpoint
CREATE TRIGGER events_row_counts_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_events();
--> statement-breakpoint
CREATE TRIGGER events_row_counts_truncate AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncated('events');
--> statement-breakpoint

CREATE TRIGGER event_details_row_counts_insert AFTER INSERT ON event_details
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_event_details();
--> statement-breakpoint
CREATE TRIGGER event_details_row_counts_update AFTER UPDATE ON event_details
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_event_details();
--> statement-breakpoint
CREATE TRIGGER event_details_row_counts_delete AFTER DELETE ON event_details
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_event_details();
--> statement-breakpoint
CREATE TRIGGER event_details_row_counts_truncate AFTER TRUNCATE ON event_details
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_event_details();
--> statement-breakpoint

CREATE TRIGGER gifts_row_counts_insert AFTER INSERT ON gifts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_gifts();
--> statement-breakpoint
CREATE TRIGGER gifts_row_counts_update AFTER UPDATE ON gifts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_gifts();
--> statement-breakpoint
CREATE TRIGGER gifts_row_counts_delete AFTER DELETE ON gifts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_gifts();
--> statement-breakpoint
CREATE TRIGGER gifts_row_counts_truncate AFTER TRUNCATE ON gifts
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncated('gifts');
--> statement-breakpoint

CREATE TRIGGER purchases_row_counts_insert AFTER INSERT ON purchases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_purchases();
--> statement-breakpoint
CREATE TRIGGER purchases_row_counts_update AFTER UPDATE ON purchases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_purchases();
--> statement-breakpoint
CREATE TRIGGER purchases_row_counts_delete AFTER DELETE ON purchases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_purchases();
--> statement-breakpoint
CREATE TRIGGER purchases_row_counts_truncate AFTER TRUNCATE ON purchases
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncated('purchases');
--> statement-breakpoint

CREATE TRIGGER payouts_row_counts_insert AFTER INSERT ON payouts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_payouts();
--> statement-breakpoint
CREATE TRIGGER payouts_row_counts_update AFTER UPDATE ON payouts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_payouts();
--> statement-breakpoint
CREATE TRIGGER payouts_row_counts_delete AFTER DELETE ON payouts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_payouts();
--> statement-breakpoint
CREATE TRIGGER payouts_row_counts_truncate AFTER TRUNCATE ON payouts
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncated('payouts');
--> statement-breakpoint

-- The counts of the rows already there when this migration runs.
INSERT INTO row_counts (key, delta)
SELECT 'users', count(*) FROM users
UNION ALL SELECT 'events', count(*) FROM events
UNION ALL SELECT 'events:active', count(*) FROM events WHERE active
UNION ALL SELECT 'gifts:active', count(*) FROM gifts WHERE active
UNION ALL SELECT 'purchases:' || status, count(*) FROM purchases GROUP BY status
UNION ALL SELECT 'payouts:' || status, count(*) FROM payouts GROUP BY status;
