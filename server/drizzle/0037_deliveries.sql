CREATE TYPE "public"."delivery_refund_decision" AS ENUM('CHARGE_COUPLE', 'PLATFORM_ABSORBS');--> statement-breakpoint
CREATE TYPE "public"."delivery_status" AS ENUM('TO_BUY', 'BOUGHT', 'SENT', 'DELIVERED', 'CONVERTED', 'CANCELLED');--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'DELIVERY_RESERVED';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'DELIVERY_BOUGHT';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'DELIVERY_RELEASED';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'DELIVERY_LOSS_ABSORBED';--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"purchase_item_id" integer NOT NULL,
	"gift_id" integer,
	"gift_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"share_cents" integer NOT NULL,
	"status" "delivery_status" DEFAULT 'TO_BUY' NOT NULL,
	"cycle" integer DEFAULT 1 NOT NULL,
	"due_from" date,
	"due_to" date,
	"cost_cents" integer,
	"supplier" text,
	"carrier" text,
	"tracking_code" text,
	"delivered_on" date,
	"bought_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"converted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_after_buying_at" timestamp with time zone,
	"refund_decision" "delivery_refund_decision",
	"refund_decision_reason" text,
	"refund_decided_at" timestamp with time zone,
	"refund_decided_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_purchaseItemId_unique" UNIQUE("purchase_item_id"),
	CONSTRAINT "deliveries_quantity_positive" CHECK ("deliveries"."quantity" > 0),
	CONSTRAINT "deliveries_share_cents_not_negative" CHECK ("deliveries"."share_cents" >= 0),
	CONSTRAINT "deliveries_cost_cents_not_negative" CHECK ("deliveries"."cost_cents" is null or "deliveries"."cost_cents" >= 0),
	CONSTRAINT "deliveries_cycle_positive" CHECK ("deliveries"."cycle" > 0),
	CONSTRAINT "deliveries_refund_decision_whole" CHECK ("deliveries"."refund_decision" is null or ("deliveries"."refunded_after_buying_at" is not null and "deliveries"."refund_decision_reason" is not null and "deliveries"."refund_decided_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "event_delivery_addresses" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"postal_code" text NOT NULL,
	"street" text NOT NULL,
	"number" text NOT NULL,
	"complement" text,
	"neighbourhood" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"recipient_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "ledger_entries_purchase_movement_once";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "delivery_id" integer;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_purchase_item_id_purchase_items_id_fk" FOREIGN KEY ("purchase_item_id") REFERENCES "public"."purchase_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_refund_decided_by_admin_id_admins_id_fk" FOREIGN KEY ("refund_decided_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_delivery_addresses" ADD CONSTRAINT "event_delivery_addresses_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_status_due_from_id_index" ON "deliveries" USING btree ("status","due_from","id");--> statement-breakpoint
CREATE INDEX "deliveries_event_id_id_index" ON "deliveries" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "deliveries_purchase_id_index" ON "deliveries" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "deliveries_gift_id_index" ON "deliveries" USING btree ("gift_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_delivery_movement_once" ON "ledger_entries" USING btree ("delivery_id","kind","occurrence") WHERE "ledger_entries"."delivery_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_purchase_movement_once" ON "ledger_entries" USING btree ("purchase_id","kind","occurrence") WHERE "ledger_entries"."purchase_id" is not null and "ledger_entries"."delivery_id" is null;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_delivery_subject" CHECK (("ledger_entries"."delivery_id" is not null) = ("ledger_entries"."kind"::text like 'DELIVERY%'));--> statement-breakpoint
-- A delivery line's host share: the cart's rule (shared/src/format/line-fee.ts, hostLineCents):
-- unit × quantity, less the platform's fee on the line when the guest did not cover it, the fee
-- being unit × quantity × percentage / 100 rounded half up once, in integer arithmetic.
CREATE FUNCTION delivery_share_cents(unit_cents integer, quantity integer, percentage numeric, covered boolean)
RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT (unit_cents::bigint * quantity - CASE WHEN covered THEN 0
    ELSE (unit_cents::bigint * quantity * round(percentage * 100)::bigint * 2 + 10000) / 20000 END)::integer
$$;
--> statement-breakpoint
-- The due window of an event's deliveries: the seven days up to the party (weekOfParty) or the
-- seven after it (weekAfterParty); nulls while the event has no date or delivers nothing.
CREATE FUNCTION delivery_due_window(p_event_id integer, OUT due_from date, OUT due_to date)
LANGUAGE sql STABLE AS $$
  SELECT CASE e.gift_delivery_preference::text
      WHEN 'weekOfParty' THEN d.event_date - 6 WHEN 'weekAfterParty' THEN d.event_date + 1 END,
    CASE e.gift_delivery_preference::text
      WHEN 'weekOfParty' THEN d.event_date WHEN 'weekAfterParty' THEN d.event_date + 7 END
  FROM events e LEFT JOIN event_details d ON d.event_id = e.id
  WHERE e.id = p_event_id
$$;
--> statement-breakpoint
-- A line moves only along the flow: TO_BUY → BOUGHT (cost, supplier) → SENT (carrier, tracking
-- code) → DELIVERED (date); TO_BUY → CONVERTED (the couple took the money) or CANCELLED (its
-- purchase reversed before buying); CANCELLED → TO_BUY (the purchase approved again: a new cycle).
-- Anything else is refused here, whoever writes, so two administrators (or an administrator and
-- the couple turning it into money) cannot both win: the second update re-reads the row and fails.
CREATE FUNCTION deliveries_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  w record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.due_from IS NULL AND NEW.due_to IS NULL THEN
      SELECT * INTO w FROM delivery_due_window(NEW.event_id);
      NEW.due_from := w.due_from;
      NEW.due_to := w.due_to;
    END IF;
    RETURN NEW;
  END IF;
  NEW.updated_at := now();
  -- The administrator's decision on a line refunded after buying is taken once, and stands.
  IF OLD.refund_decision IS NOT NULL AND (NEW.refund_decision IS DISTINCT FROM OLD.refund_decision
    OR NEW.refund_decision_reason IS DISTINCT FROM OLD.refund_decision_reason
    OR NEW.refund_decided_at IS DISTINCT FROM OLD.refund_decided_at) THEN
    RAISE EXCEPTION 'delivery % was already decided', OLD.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'deliveries_refund_decision_once', TABLE = 'deliveries';
  END IF;
  IF NEW.status = OLD.status THEN
    RETURN NEW;
  END IF;
  IF NOT ((OLD.status = 'TO_BUY' AND NEW.status IN ('BOUGHT', 'CONVERTED', 'CANCELLED'))
    OR (OLD.status = 'BOUGHT' AND NEW.status = 'SENT')
    OR (OLD.status = 'SENT' AND NEW.status = 'DELIVERED')
    OR (OLD.status = 'CANCELLED' AND NEW.status = 'TO_BUY')) THEN
    RAISE EXCEPTION 'delivery % cannot go from % to %', OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'deliveries_status_flow', TABLE = 'deliveries';
  END IF;
  IF (NEW.status = 'BOUGHT' AND (NEW.cost_cents IS NULL OR NEW.supplier IS NULL))
    OR (NEW.status = 'SENT' AND (NEW.carrier IS NULL OR NEW.tracking_code IS NULL))
    OR (NEW.status = 'DELIVERED' AND NEW.delivered_on IS NULL) THEN
    RAISE EXCEPTION 'delivery % lacks the data of %', OLD.id, NEW.status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'deliveries_status_data', TABLE = 'deliveries';
  END IF;
  CASE NEW.status
    WHEN 'BOUGHT' THEN NEW.bought_at := now();
    WHEN 'SENT' THEN NEW.sent_at := now();
    WHEN 'CONVERTED' THEN NEW.converted_at := now();
    WHEN 'CANCELLED' THEN NEW.cancelled_at := now();
    WHEN 'TO_BUY' THEN
      NEW.cycle := OLD.cycle + 1;
      NEW.cancelled_at := NULL;
      NEW.refunded_after_buying_at := NULL;
      SELECT * INTO w FROM delivery_due_window(NEW.event_id);
      NEW.due_from := w.due_from;
      NEW.due_to := w.due_to;
    ELSE NULL;
  END CASE;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER deliveries_guard BEFORE INSERT OR UPDATE ON deliveries
FOR EACH ROW EXECUTE FUNCTION deliveries_guard();
--> statement-breakpoint
-- The ledger follows the line, in the transaction that moves it: written or reopened → the share
-- set apart (DELIVERY_RESERVED, − share); bought → the reservation used (DELIVERY_BOUGHT, 0);
-- turned into money or cancelled before buying → the share back to the balance
-- (DELIVERY_RELEASED, + share); refunded after buying and the platform takes the loss → the share
-- to the couple's balance (DELIVERY_LOSS_ABSORBED, + share). Each names the line and its cycle,
-- once (unique index).
CREATE FUNCTION deliveries_ledger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  k text;
  amount integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'TO_BUY' THEN RETURN NULL; END IF;
    k := 'DELIVERY_RESERVED'; amount := -NEW.share_cents;
  ELSIF NEW.refund_decision IS DISTINCT FROM OLD.refund_decision THEN
    -- The platform takes on a gift refunded after it was bought: its share back to the couple.
    IF NEW.refund_decision::text <> 'PLATFORM_ABSORBS' THEN RETURN NULL; END IF;
    k := 'DELIVERY_LOSS_ABSORBED'; amount := NEW.share_cents;
  ELSIF NEW.status = OLD.status THEN
    RETURN NULL;
  ELSIF NEW.status = 'TO_BUY' THEN
    k := 'DELIVERY_RESERVED'; amount := -NEW.share_cents;
  ELSIF NEW.status = 'BOUGHT' THEN
    k := 'DELIVERY_BOUGHT'; amount := 0;
  ELSIF NEW.status IN ('CONVERTED', 'CANCELLED') AND OLD.status = 'TO_BUY' THEN
    k := 'DELIVERY_RELEASED'; amount := NEW.share_cents;
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO ledger_entries (event_id, kind, amount_cents, purchase_id, delivery_id, occurrence)
  VALUES (NEW.event_id, k::ledger_entry_kind, amount, NEW.purchase_id, NEW.id, NEW.cycle);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER deliveries_ledger AFTER INSERT OR UPDATE OF status, refund_decision ON deliveries
FOR EACH ROW EXECUTE FUNCTION deliveries_ledger();
--> statement-breakpoint
-- A purchase's approval writes its delivery lines (after its credit: the trigger's name sorts
-- after ledger_purchases_updated, so the reservation follows the credit in the ledger and the
-- holding period counts it against that approval); an approval repeated changes nothing (unique
-- line), an approval after a refund reopens the lines the refund cancelled. An approval that ends
-- (refund, charge-back, a status set by hand) cancels the lines not yet bought (their share comes
-- back, so the line nets to zero with the REFUND) and marks the bought ones for the back office.
-- Lines are items of the event's list ('item'): cotas and free amounts are money. A line refunded
-- alone was detached from its gift, so a new approval does not reopen it.
CREATE FUNCTION deliveries_purchases_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates of a purchase (its checkout link, the provider's id, a pending notice) neither
  -- approve nor end an approval: nothing to plan for those, on the guests' purchase path.
  IF NOT EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.status = 'APPROVED') <> (o.status = 'APPROVED')
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO deliveries (event_id, purchase_id, purchase_item_id, gift_id, gift_name, quantity, share_cents)
  SELECT n.event_id, n.id, pi.id, pi.gift_id, pi.gift_name, pi.quantity,
    delivery_share_cents(pi.unit_price_cents, pi.quantity, n.percentage, n.fee_covered_by_guest)
  FROM new_rows n
  JOIN old_rows o ON o.id = n.id
  JOIN events e ON e.id = n.event_id AND e.gift_delivery_preference::text IN ('weekOfParty', 'weekAfterParty')
  JOIN purchase_items pi ON pi.purchase_id = n.id
  JOIN event_gifts eg ON eg.event_id = n.event_id AND eg.gift_id = pi.gift_id AND eg.kind = 'item'
  WHERE n.status = 'APPROVED' AND o.status <> 'APPROVED'
  ORDER BY pi.id
  ON CONFLICT (purchase_item_id) DO UPDATE SET status = 'TO_BUY' WHERE deliveries.status = 'CANCELLED';

  UPDATE deliveries d SET
    status = CASE WHEN d.status = 'TO_BUY' THEN 'CANCELLED'::delivery_status ELSE d.status END,
    refunded_after_buying_at = CASE WHEN d.status IN ('BOUGHT', 'SENT', 'DELIVERED')
      THEN now() ELSE d.refunded_after_buying_at END
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE d.purchase_id = o.id AND o.status = 'APPROVED' AND n.status <> 'APPROVED'
    AND d.status IN ('TO_BUY', 'BOUGHT', 'SENT', 'DELIVERED');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_purchases_updated_deliveries AFTER UPDATE ON purchases
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION deliveries_purchases_updated();
--> statement-breakpoint
-- A purchase written APPROVED with its lines after it (the seeds, a bulk load): the lines' insert
-- writes the deliveries.
CREATE FUNCTION deliveries_purchase_items_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deliveries (event_id, purchase_id, purchase_item_id, gift_id, gift_name, quantity, share_cents)
  SELECT p.event_id, p.id, pi.id, pi.gift_id, pi.gift_name, pi.quantity,
    delivery_share_cents(pi.unit_price_cents, pi.quantity, p.percentage, p.fee_covered_by_guest)
  FROM new_rows pi
  JOIN purchases p ON p.id = pi.purchase_id AND p.status = 'APPROVED'
  JOIN events e ON e.id = p.event_id AND e.gift_delivery_preference::text IN ('weekOfParty', 'weekAfterParty')
  JOIN event_gifts eg ON eg.event_id = p.event_id AND eg.gift_id = pi.gift_id AND eg.kind = 'item'
  ORDER BY pi.id
  ON CONFLICT (purchase_item_id) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER deliveries_purchase_items_inserted AFTER INSERT ON purchase_items
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION deliveries_purchase_items_inserted();
--> statement-breakpoint
-- A line refunded alone (its REFUND, occurrence 1 000 000 + the purchase line's id) cancels its
-- delivery if not yet bought (the share comes back: net zero with the REFUND), and marks it for
-- the back office if bought.
CREATE FUNCTION deliveries_line_refunded() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Only when there is such an entry: the release this writes is itself a ledger insert.
  IF EXISTS (SELECT 1 FROM new_rows WHERE kind::text = 'REFUND' AND occurrence BETWEEN 1000000 AND 1999999) THEN
    UPDATE deliveries d SET
      status = CASE WHEN d.status = 'TO_BUY' THEN 'CANCELLED'::delivery_status ELSE d.status END,
      refunded_after_buying_at = CASE WHEN d.status IN ('BOUGHT', 'SENT', 'DELIVERED')
        THEN now() ELSE d.refunded_after_buying_at END
    FROM (SELECT DISTINCT occurrence - 1000000 AS item_id FROM new_rows
      WHERE kind::text = 'REFUND' AND occurrence BETWEEN 1000000 AND 1999999) r
    WHERE d.purchase_item_id = r.item_id AND d.status IN ('TO_BUY', 'BOUGHT', 'SENT', 'DELIVERED');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_line_refund_deliveries AFTER INSERT ON ledger_entries
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deliveries_line_refunded();
--> statement-breakpoint
-- The couple's choice rules the lines not yet bought: turning to money (cash, or no choice)
-- gives them back as money; a change of week or of the party's date moves their due window.
CREATE FUNCTION deliveries_event_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ev integer;
BEGIN
  -- (each branch names only its own table's columns: plpgsql reads a record's field when it runs)
  IF TG_TABLE_NAME = 'events' THEN
    ev := NEW.id;
    IF coalesce(NEW.gift_delivery_preference::text, '') NOT IN ('weekOfParty', 'weekAfterParty') THEN
      UPDATE deliveries SET status = 'CONVERTED' WHERE event_id = ev AND status = 'TO_BUY';
      RETURN NULL;
    END IF;
  ELSE
    ev := NEW.event_id;
  END IF;
  UPDATE deliveries d SET due_from = w.due_from, due_to = w.due_to
  FROM delivery_due_window(ev) w
  WHERE d.event_id = ev AND d.status IN ('TO_BUY', 'BOUGHT', 'SENT')
    AND (d.due_from IS DISTINCT FROM w.due_from OR d.due_to IS DISTINCT FROM w.due_to);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER deliveries_event_preference AFTER UPDATE OF gift_delivery_preference ON events
FOR EACH ROW WHEN (OLD.gift_delivery_preference IS DISTINCT FROM NEW.gift_delivery_preference)
EXECUTE FUNCTION deliveries_event_changed();
--> statement-breakpoint
CREATE TRIGGER deliveries_event_date AFTER UPDATE OF event_date ON event_details
FOR EACH ROW WHEN (OLD.event_date IS DISTINCT FROM NEW.event_date)
EXECUTE FUNCTION deliveries_event_changed();
