ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'FEE_REVERSED';--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_subject";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "approval_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "late_approval_refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "provider_amount_mismatch_cents" integer;--> statement-breakpoint
-- A list line sold beyond its quantity before this migration (a refused purchase approved later
-- took its units back past the quantity): those units were paid for and are the couple's, so the
-- line's quantity becomes what was given, and the constraint below can hold from now on.
UPDATE "event_gifts" SET "quantity" = "claimed" WHERE "quantity" IS NOT NULL AND "claimed" > "quantity";--> statement-breakpoint
ALTER TABLE "event_gifts" ADD CONSTRAINT "event_gifts_claimed_within_quantity" CHECK ("event_gifts"."quantity" is null or "event_gifts"."claimed" <= "event_gifts"."quantity");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_subject" CHECK (("ledger_entries"."kind" not in ('PAYOUT_REQUESTED', 'PAYOUT_CANCELLED', 'PAYOUT_CONCLUDED') and "ledger_entries"."purchase_id" is not null and "ledger_entries"."payout_id" is null)
        or ("ledger_entries"."kind" in ('PAYOUT_REQUESTED', 'PAYOUT_CANCELLED', 'PAYOUT_CONCLUDED') and "ledger_entries"."payout_id" is not null and "ledger_entries"."purchase_id" is null));--> statement-breakpoint
-- The purchases approved so far had their approval mails sent then.
UPDATE "purchases" p SET "approval_mailed_at" = p."updated_at"
WHERE EXISTS (SELECT 1 FROM "ledger_entries" e WHERE e."purchase_id" = p."id" AND e."kind" = 'GIFT_CREDITED');--> statement-breakpoint
-- A purchase's line takes its units only while they are free. The check is in the update's own
-- condition, so two purchases of the last cota queue on the line's row lock and the second, on
-- re-reading the row, takes nothing and raises the constraint's name with its gift's id (the
-- answer names the gift: domain/purchase/refuse-lost-claim.ts). The table's CHECK above stands
-- behind it for any other writer.
CREATE OR REPLACE FUNCTION event_gifts_claim() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event_gifts eg SET claimed = eg.claimed + NEW.quantity
  FROM purchases p
  WHERE p.id = NEW.purchase_id AND p.status IN ('PENDING', 'APPROVED')
    AND eg.event_id = p.event_id AND eg.gift_id = NEW.gift_id AND eg.quantity IS NOT NULL
    AND eg.claimed + NEW.quantity <= eg.quantity;
  IF NOT FOUND AND EXISTS (
    SELECT 1 FROM event_gifts eg JOIN purchases p ON p.event_id = eg.event_id
    WHERE p.id = NEW.purchase_id AND p.status IN ('PENDING', 'APPROVED')
      AND eg.gift_id = NEW.gift_id AND eg.quantity IS NOT NULL
  ) THEN
    RAISE EXCEPTION 'gift % has not enough left', NEW.gift_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'event_gifts_claimed_within_quantity',
        TABLE = 'event_gifts', DETAIL = NEW.gift_id::text;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A purchase that leaves PENDING or APPROVED for RECUSED or CANCELLED gives its units and cotas
-- back. One that comes back to PENDING or APPROVED (the provider approving a checkout paid late, an
-- administrator's status) takes them again only if they are still free: otherwise the whole
-- update of the purchase fails with event_gifts_claimed_within_quantity (the first short gift's id
-- as its DETAIL), so nobody oversells a cota, whoever changes the status. The provider's late
-- approval is then refunded (domain/purchase/refund-late-approval.ts).
CREATE OR REPLACE FUNCTION event_gifts_release() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  short_gift integer;
BEGIN
  IF NEW.status IN ('PENDING', 'APPROVED') THEN
    WITH lines AS (
      SELECT gift_id, sum(quantity)::int AS n FROM purchase_items
      WHERE purchase_id = NEW.id AND gift_id IS NOT NULL GROUP BY gift_id
    ), taken AS (
      UPDATE event_gifts eg SET claimed = eg.claimed + lines.n
      FROM lines
      WHERE eg.event_id = NEW.event_id AND eg.gift_id = lines.gift_id AND eg.quantity IS NOT NULL
        AND eg.claimed + lines.n <= eg.quantity
      RETURNING eg.gift_id
    )
    SELECT lines.gift_id INTO short_gift
    FROM lines JOIN event_gifts eg ON eg.event_id = NEW.event_id AND eg.gift_id = lines.gift_id
    WHERE eg.quantity IS NOT NULL AND lines.gift_id NOT IN (SELECT gift_id FROM taken)
    ORDER BY lines.gift_id LIMIT 1;
    IF short_gift IS NOT NULL THEN
      RAISE EXCEPTION 'gift % has not enough left', short_gift
        USING ERRCODE = 'check_violation', CONSTRAINT = 'event_gifts_claimed_within_quantity',
          TABLE = 'event_gifts', DETAIL = short_gift::text;
    END IF;
  ELSE
    UPDATE event_gifts eg SET claimed = greatest(0, eg.claimed - lines.n)
    FROM (
      SELECT gift_id, sum(quantity)::int AS n FROM purchase_items
      WHERE purchase_id = NEW.id AND gift_id IS NOT NULL GROUP BY gift_id
    ) AS lines
    WHERE eg.event_id = NEW.event_id AND eg.gift_id = lines.gift_id AND eg.quantity IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An approval that ends (the purchase leaves APPROVED in any way: refunded, cancelled, refused,
-- charged back, back to pending or in mediation, set by hand) gives the platform's fee back as it
-- gives back the host's share: FEE_REVERSED, − the fee that approval still keeps (the fee less the
-- lines refunded one by one since its FEE_KEPT, each of which reversed its own part of the fee:
-- domain/ledger/record-line-refund.ts, occurrence 1 000 000 + the line's id), numbered like the
-- credit it ends. So the platform's books (FEE_KEPT + FEE_REVERSED) are the fees of the purchases
-- approved now, and approved → pending → approved keeps the fee once. Entries written before this
-- migration are not back-filled (PostgreSQL refuses a new enum value in the transaction that adds
-- it); for those, FEE_KEPT entries with no FEE_REVERSED of the same occurrence, on a purchase not
-- APPROVED now, are the fees overstated before.
CREATE OR REPLACE FUNCTION ledger_purchases_updated() RETURNS trigger
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

  -- The line refunds' amounts are negative: adding them to − share gives back what they took.
  INSERT INTO ledger_entries (event_id, kind, amount_cents, purchase_id, occurrence)
  SELECT o.event_id, v.kind, v.amount, o.id,
    (SELECT count(*) FROM ledger_entries e WHERE e.purchase_id = o.id AND e.kind = 'GIFT_CREDITED')
  FROM old_rows o
  JOIN new_rows n ON n.id = o.id
  CROSS JOIN LATERAL (VALUES
    (coalesce(nullif(current_setting('celebra.purchase_reversal', true), ''), 'REFUND')::ledger_entry_kind,
      -o.user_amount_cents - coalesce((
        SELECT sum(l.amount_cents) FROM ledger_entries l
        WHERE l.purchase_id = o.id AND l.kind = 'REFUND' AND l.occurrence >= 1000000
          AND l.id > coalesce((
            SELECT max(c.id) FROM ledger_entries c WHERE c.purchase_id = o.id AND c.kind = 'GIFT_CREDITED'
          ), 0)
      ), 0)),
    ('FEE_REVERSED'::ledger_entry_kind,
      -(o.total_price_cents - o.user_amount_cents) - coalesce((
        SELECT sum(l.amount_cents) FROM ledger_entries l
        WHERE l.purchase_id = o.id AND l.kind = 'FEE_REVERSED' AND l.occurrence >= 1000000
          AND l.id > coalesce((
            SELECT max(c.id) FROM ledger_entries c WHERE c.purchase_id = o.id AND c.kind = 'FEE_KEPT'
          ), 0)
      ), 0))
  ) AS v(kind, amount)
  WHERE o.status = 'APPROVED' AND n.status <> 'APPROVED'
  ORDER BY o.id, v.kind;
  RETURN NULL;
END
$$;
