CREATE TYPE "public"."ledger_entry_kind" AS ENUM('GIFT_CREDITED', 'FEE_KEPT', 'REFUND', 'CHARGEBACK', 'PAYOUT_REQUESTED', 'PAYOUT_CANCELLED', 'PAYOUT_CONCLUDED');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"kind" "ledger_entry_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"purchase_id" integer,
	"payout_id" integer,
	"occurrence" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_subject" CHECK (("ledger_entries"."kind" in ('GIFT_CREDITED', 'FEE_KEPT', 'REFUND', 'CHARGEBACK') and "ledger_entries"."purchase_id" is not null and "ledger_entries"."payout_id" is null)
        or ("ledger_entries"."kind" in ('PAYOUT_REQUESTED', 'PAYOUT_CANCELLED', 'PAYOUT_CONCLUDED') and "ledger_entries"."payout_id" is not null and "ledger_entries"."purchase_id" is null)),
	CONSTRAINT "ledger_entries_occurrence_positive" CHECK ("ledger_entries"."occurrence" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_purchase_movement_once" ON "ledger_entries" USING btree ("purchase_id","kind","occurrence") WHERE "ledger_entries"."purchase_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payout_movement_once" ON "ledger_entries" USING btree ("payout_id","kind") WHERE "ledger_entries"."payout_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_event_id_kind_index" ON "ledger_entries" USING btree ("event_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_at_id_index" ON "ledger_entries" USING btree ("created_at","id");--> statement-breakpoint
-- The ledger is append-only: a correction is a new entry, never an edit of history. Row-level
-- UPDATE and DELETE are refused whoever runs them (TRUNCATE, the database owner's emptying of
-- whole tables, is not a movement and stays allowed).
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- Back-fill: the movements already made, so the ledger's balances agree with the statuses on
-- existing data. An approved purchase was credited (and its fee kept) when last updated; a payout
-- reserved its amount when requested, and gave back or settled it when concluded. Purchases that
-- were approved and later cancelled left no trace to replay: their credit and reversal net to 0.
INSERT INTO "ledger_entries" ("event_id", "kind", "amount_cents", "purchase_id", "created_at")
SELECT "event_id", v."kind"::"ledger_entry_kind", v."amount", "id", "updated_at"
FROM "purchases"
CROSS JOIN LATERAL (VALUES
  ('GIFT_CREDITED', "user_amount_cents"),
  ('FEE_KEPT', "total_price_cents" - "user_amount_cents")
) AS v("kind", "amount")
WHERE "status" = 'APPROVED'
ORDER BY "updated_at", "id", v."kind";
--> statement-breakpoint
INSERT INTO "ledger_entries" ("event_id", "kind", "amount_cents", "payout_id", "created_at")
SELECT "event_id", v."kind"::"ledger_entry_kind", v."amount", "id", v."at"
FROM "payouts"
CROSS JOIN LATERAL (VALUES
  ('PAYOUT_REQUESTED', -"requested_amount_cents", "created_at", true),
  ('PAYOUT_CONCLUDED', "requested_amount_cents" - coalesce("paid_amount_cents", "requested_amount_cents"),
    coalesce("concluded_at", "created_at"), "status" = 'PAID'),
  ('PAYOUT_CANCELLED', "requested_amount_cents", coalesce("concluded_at", "created_at"),
    "status" in ('FAILED', 'CANCELLED'))
) AS v("kind", "amount", "at", "applies")
WHERE v."applies"
ORDER BY v."at", "id", v."kind";
--> statement-breakpoint
-- From here on the database itself appends the movements, in the transaction of the change that
-- makes them, whoever writes (the routes, the seeds, a bulk load, the tests' fixtures), so the
-- ledger cannot miss a change of status. Statement-level triggers with transition tables: a bulk
-- load is one INSERT … SELECT into the ledger, not a trigger call per row. Purchase amounts are
-- fixed when the purchase is made, so only status changes move money:
--   becomes APPROVED  → GIFT_CREDITED (+ host's share) and FEE_KEPT (the platform's), numbered by
--                       how many times the purchase was credited before (occurrence);
--   leaves APPROVED   → a reversal of that credit (− host's share): REFUND, or CHARGEBACK when the
--                       writing transaction says so (set_config('celebra.purchase_reversal',
--                       'CHARGEBACK', true): domain/ledger/mark-chargeback.ts).
CREATE FUNCTION ledger_purchases_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_entries (event_id, kind, amount_cents, purchase_id)
  SELECT n.event_id, v.kind, v.amount, n.id
  FROM new_rows n
  CROSS JOIN LATERAL (VALUES
    ('GIFT_CREDITED'::ledger_entry_kind, n.user_amount_cents),
    ('FEE_KEPT'::ledger_entry_kind, n.total_price_cents - n.user_amount_cents)
  ) AS v(kind, amount)
  WHERE n.status = 'APPROVED'
  ORDER BY n.id, v.kind;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_purchases_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- The count is read in the statement's snapshot: both entries of a credit share its number.
  INSERT INTO ledger_entries (event_id, kind, amount_cents, purchase_id, occurrence)
  SELECT n.event_id, v.kind, v.amount, n.id,
    1 + (SELECT count(*) FROM ledger_entries e WHERE e.purchase_id = n.id AND e.kind = 'GIFT_CREDITED')
  FROM new_rows n
  JOIN old_rows o ON o.id = n.id
  CROSS JOIN LATERAL (VALUES
    ('GIFT_CREDITED'::ledger_entry_kind, n.user_amount_cents),
    ('FEE_KEPT'::ledger_entry_kind, n.total_price_cents - n.user_amount_cents)
  ) AS v(kind, amount)
  WHERE n.status = 'APPROVED' AND o.status <> 'APPROVED'
  ORDER BY n.id, v.kind;

  INSERT INTO ledger_entries (event_id, kind, amount_cents, purchase_id, occurrence)
  SELECT o.event_id,
    coalesce(nullif(current_setting('celebra.purchase_reversal', true), ''), 'REFUND')::ledger_entry_kind,
    -o.user_amount_cents, o.id,
    (SELECT count(*) FROM ledger_entries e WHERE e.purchase_id = o.id AND e.kind = 'GIFT_CREDITED')
  FROM old_rows o
  JOIN new_rows n ON n.id = o.id
  WHERE o.status = 'APPROVED' AND n.status <> 'APPROVED'
  ORDER BY o.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_purchases_inserted AFTER INSERT ON "purchases"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION ledger_purchases_inserted();
--> statement-breakpoint
CREATE TRIGGER ledger_purchases_updated AFTER UPDATE ON "purchases"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION ledger_purchases_updated();
--> statement-breakpoint
-- Payouts: a request reserves its amount (PAYOUT_REQUESTED, − requested); leaving PENDING for PAID
-- settles it (PAYOUT_CONCLUDED, requested − paid: 0 when paid in full), for FAILED or CANCELLED
-- gives it back (PAYOUT_CANCELLED, + requested). A payout leaves PENDING once (conclude-payout.ts).
CREATE FUNCTION ledger_payouts_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_entries (event_id, kind, amount_cents, payout_id)
  SELECT n.event_id, v.kind, v.amount, n.id
  FROM new_rows n
  CROSS JOIN LATERAL (VALUES
    ('PAYOUT_REQUESTED'::ledger_entry_kind, -n.requested_amount_cents, true),
    ('PAYOUT_CONCLUDED'::ledger_entry_kind,
      n.requested_amount_cents - coalesce(n.paid_amount_cents, n.requested_amount_cents), n.status = 'PAID'),
    ('PAYOUT_CANCELLED'::ledger_entry_kind, n.requested_amount_cents, n.status IN ('FAILED', 'CANCELLED'))
  ) AS v(kind, amount, applies)
  WHERE v.applies
  ORDER BY n.id, v.kind;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_payouts_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_entries (event_id, kind, amount_cents, payout_id)
  SELECT n.event_id,
    CASE WHEN n.status = 'PAID' THEN 'PAYOUT_CONCLUDED' ELSE 'PAYOUT_CANCELLED' END::ledger_entry_kind,
    CASE WHEN n.status = 'PAID'
      THEN n.requested_amount_cents - coalesce(n.paid_amount_cents, n.requested_amount_cents)
      ELSE n.requested_amount_cents END,
    n.id
  FROM new_rows n
  JOIN old_rows o ON o.id = n.id
  WHERE o.status = 'PENDING' AND n.status <> 'PENDING'
  ORDER BY n.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_payouts_inserted AFTER INSERT ON "payouts"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION ledger_payouts_inserted();
--> statement-breakpoint
CREATE TRIGGER ledger_payouts_updated AFTER UPDATE ON "payouts"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION ledger_payouts_updated();
