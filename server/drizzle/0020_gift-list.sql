ALTER TABLE "event_gifts" ADD COLUMN "kind" text DEFAULT 'item' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_gifts" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "event_gifts" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "event_gifts" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "event_gifts" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "event_gifts" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "event_gifts" ADD COLUMN "claimed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_gifts" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_gifts" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settings" ADD COLUMN "gift_notice" text;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "owner_event_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD COLUMN "claims_units" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_owner_event_id_events_id_fk" FOREIGN KEY ("owner_event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_gifts_event_id_position_index" ON "event_gifts" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "gifts_owner_event_id_index" ON "gifts" USING btree ("owner_event_id");--> statement-breakpoint
ALTER TABLE "event_gifts" ADD CONSTRAINT "event_gifts_kind_known" CHECK ("event_gifts"."kind" in ('item', 'cotas', 'free'));--> statement-breakpoint
ALTER TABLE "event_gifts" ADD CONSTRAINT "event_gifts_price_cents_positive" CHECK ("event_gifts"."price_cents" > 0);--> statement-breakpoint
ALTER TABLE "event_gifts" ADD CONSTRAINT "event_gifts_quantity_positive" CHECK ("event_gifts"."quantity" > 0);--> statement-breakpoint
ALTER TABLE "event_gifts" ADD CONSTRAINT "event_gifts_claimed_not_negative" CHECK ("event_gifts"."claimed" >= 0);--> statement-breakpoint
ALTER TABLE "event_gifts" ADD CONSTRAINT "event_gifts_quantity_fits_kind" CHECK (("event_gifts"."kind" <> 'cotas' or "event_gifts"."quantity" is not null) and ("event_gifts"."kind" <> 'free' or "event_gifts"."quantity" is null));--> statement-breakpoint
-- The lists as they were keep their order: the order the gifts were added in.
UPDATE "event_gifts" AS eg SET "position" = ordered.n
FROM (SELECT id, (row_number() OVER (PARTITION BY event_id ORDER BY id) - 1)::int AS n FROM "event_gifts") AS ordered
WHERE ordered.id = eg.id;--> statement-breakpoint
-- A purchase's lines take their units or cotas from the list lines that count them (a quantity),
-- in the statement that writes them: the list line's row is locked by the update, so two purchases
-- of the last cota queue on it, and the second finds nothing left and fails with
-- event_gifts_claimed_within_quantity (its gift id in the detail), writing nothing. A row trigger,
-- run only for the lines the purchase marked as taking units (claims_units: their gift had a
-- quantity as the purchase read it); such a line is one look-up by primary key and one by the
-- list's (event, gift) key. (A statement trigger joining its transition table with purchases,
-- planned blind, halved the purchases a second.) A line that becomes limited later is counted by
-- the host's edit, from the purchases.
CREATE FUNCTION event_gifts_claim() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  left_over integer;
BEGIN
  UPDATE event_gifts eg SET claimed = eg.claimed + NEW.quantity
  FROM purchases p
  WHERE p.id = NEW.purchase_id AND p.status IN ('PENDING', 'APPROVED')
    AND eg.event_id = p.event_id AND eg.gift_id = NEW.gift_id AND eg.quantity IS NOT NULL
  RETURNING eg.quantity - eg.claimed INTO left_over;
  IF left_over < 0 THEN
    RAISE EXCEPTION 'gift % has not enough left', NEW.gift_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'event_gifts_claimed_within_quantity',
        TABLE = 'event_gifts', DETAIL = NEW.gift_id::text;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER purchase_items_claim AFTER INSERT ON "purchase_items"
  FOR EACH ROW WHEN (NEW.claims_units AND NEW.gift_id IS NOT NULL) EXECUTE FUNCTION event_gifts_claim();--> statement-breakpoint
-- A purchase that leaves PENDING or APPROVED for RECUSED or CANCELLED (refused, abandoned,
-- refunded, charged back) gives its units and cotas back; one set back to PENDING or APPROVED by
-- hand takes them again, even past the quantity (the money came in: the host sees it as given).
-- The trigger's condition is checked without calling the function, so an approval (PENDING to
-- APPROVED) or any other update costs nothing.
CREATE FUNCTION event_gifts_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event_gifts eg
  SET claimed = greatest(0, eg.claimed + CASE WHEN NEW.status IN ('PENDING', 'APPROVED') THEN i.n ELSE -i.n END)
  FROM (
    SELECT gift_id, sum(quantity)::int AS n FROM purchase_items
    WHERE purchase_id = NEW.id AND gift_id IS NOT NULL GROUP BY gift_id
  ) AS i
  WHERE eg.event_id = NEW.event_id AND eg.gift_id = i.gift_id AND eg.quantity IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER purchases_release_claims AFTER UPDATE OF status ON "purchases"
  FOR EACH ROW WHEN ((OLD.status IN ('PENDING', 'APPROVED')) IS DISTINCT FROM (NEW.status IN ('PENDING', 'APPROVED')))
  EXECUTE FUNCTION event_gifts_release();
--> statement-breakpoint
-- The back office's count of active catalogue gifts leaves out the hosts' own gifts: they are not
-- the catalogue's. (None exists yet as this runs, so the count kept so far is right.)
CREATE OR REPLACE FUNCTION row_counts_gifts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added_active bigint := 0;
  removed_active bigint := 0;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT count(*) INTO added_active FROM new_rows WHERE active AND owner_event_id IS NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT count(*) INTO removed_active FROM old_rows WHERE active AND owner_event_id IS NULL;
  END IF;
  IF added_active <> removed_active THEN
    INSERT INTO row_counts (key, delta) VALUES ('gifts:active', added_active - removed_active);
  END IF;
  RETURN NULL;
END
$$;
