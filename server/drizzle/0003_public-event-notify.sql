-- Custom SQL migration file, put your code below! --
-- The public event document (GET /api/guests/event/{slug}) is cached in each server process
-- (src/public-event-cache/). Every table it is built from tells the listening instances which
-- events changed: NOTIFY public_event_changed with a comma-separated list of event ids, or '*'
-- for "drop everything" (a platform-wide change, a catalogue gift on many lists, a bulk load,
-- a TRUNCATE). Statement-level triggers with transition tables: a bulk load of 100,000 rows
-- sends one notification, not 100,000. Delivered on commit, so a rolled-back change says nothing.
-- Purchases, messages and confirmations are not part of the document (availability is the
-- catalogue gift's `active` flag), so they have no trigger.

-- The one place that sends: at most one notification per call, '*' when the list would not fit
-- in a payload (8,000 bytes) or is not worth listing.
CREATE FUNCTION public_event_notify_ids(event_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF event_ids IS NULL OR cardinality(event_ids) = 0 THEN
    RETURN;
  END IF;
  payload := array_to_string(event_ids, ',');
  IF length(payload) > 7000 THEN
    payload := '*';
  END IF;
  PERFORM pg_notify('public_event_changed', payload);
END
$$;
--> statement-breakpoint

-- TRUNCATE of any of the tables, and every change to the platform settings (percentageGift
-- prices every gift of every event).
CREATE FUNCTION public_event_notify_all() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_event_changed', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- events: the id is an identity column that never changes, so the new rows name them all (a
-- slug change is the same id: the instances drop whatever slug they cached it under).
CREATE FUNCTION public_event_notify_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM public_event_notify_ids(ARRAY(SELECT DISTINCT id FROM old_rows));
  ELSE
    PERFORM public_event_notify_ids(ARRAY(SELECT DISTINCT id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- event_settings, event_details, event_gallery, event_gifts: rows of one event (event_id); an
-- update names the old and the new event, in case a row were ever moved.
CREATE FUNCTION public_event_notify_event_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public_event_notify_ids(ARRAY(SELECT DISTINCT event_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public_event_notify_ids(ARRAY(SELECT DISTINCT event_id FROM old_rows));
  ELSE
    PERFORM public_event_notify_ids(ARRAY(
      SELECT event_id FROM new_rows UNION SELECT event_id FROM old_rows
    ));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- gifts (the catalogue): a name, price, image or active flag shows on every list holding the
-- gift. Inserting one changes no list; deleting one cascades to event_gifts, whose trigger
-- speaks for it.
CREATE FUNCTION public_event_notify_gifts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_event_notify_ids(ARRAY(
    SELECT DISTINCT event_gifts.event_id
    FROM event_gifts
    WHERE event_gifts.gift_id IN (SELECT id FROM new_rows)
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER events_public_event_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_events();
--> statement-breakpoint
CREATE TRIGGER events_public_event_update AFTER UPDATE ON events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_events();
--> statement-breakpoint
CREATE TRIGGER events_public_event_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_events();
--> statement-breakpoint
CREATE TRIGGER events_public_event_truncate AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_all();
--> statement-breakpoint

CREATE TRIGGER event_settings_public_event_insert AFTER INSERT ON event_settings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_event_rows();
--> statement-breakpoint
CREATE TRIGGER event_settings_public_event_update AFTER UPDATE ON event_settings
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_event_rows();
--> statement-breakpoint
CREATE TRIGGER event_settings_public_event_delete AFTER DELETE ON event_settings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_event_rows();
--> statement-breakpoint
CREATE TRIGGER event_settings_public_event_truncate AFTER TRUNCATE ON event_settings
  FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_all();
--> statement-breakpoint

CREATE TRIGGER event_details_public_event_insert AFTER INSERT ON event_details
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_event_rows();
--> statement-breakpoint
CREATE TRIGGER event_details_public_event_update AFTER UPDATE ON event_details
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_event_rows();
--> statement-breakpoint
CREATE TRIGGER event_details_public_event_delete AFTER DELETE ON event_details
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_event_rows();
--> statement-breakpoint
CREATE TRIGGER event_details_public_event_truncate AFTER TRUNCATE ON event_details
  FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_all();
--> statement-breakpoint

CREATE TRIGGER event_gallery_public_event_insert AFTER INSERT ON event_gallery
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_event_rows();
--> statement-breakpoint
CREATE TRIGGER event_gallery_public_event_update AFTER UPDATE ON event_gallery
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_event_rows();
--> statement-breakpoint
CREATE TRIGGER event_gallery_public_event_delete AFTER DELETE ON event_gallery
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_event_rows();
--> statement-breakpoint
CREATE TRIGGER event_gallery_public_event_truncate AFTER TRUNCATE ON event_gallery
  FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_all();
--> statement-breakpoint

CREATE TRIGGER event_gifts_public_event_insert AFTER INSERT ON event_gifts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_event_rows();
--> statement-breakpoint
CREATE TRIGGER event_gifts_public_event_update AFTER UPDATE ON event_gifts
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_event_rows();
--> statement-breakpoint
CREATE TRIGGER event_gifts_public_event_delete AFTER DELETE ON event_gifts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_event_rows();
--> statement-breakpoint
CREATE TRIGGER event_gifts_public_event_truncate AFTER TRUNCATE ON event_gifts
  FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_all();
--> statement-breakpoint

CREATE TRIGGER gifts_public_event_update AFTER UPDATE ON gifts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_gifts();
--> statement-breakpoint
CREATE TRIGGER gifts_public_event_truncate AFTER TRUNCATE ON gifts
  FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_all();
--> statement-breakpoint

CREATE TRIGGER settings_public_event_change AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_all();
--> statement-breakpoint
CREATE TRIGGER settings_public_event_truncate AFTER TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION public_event_notify_all();
