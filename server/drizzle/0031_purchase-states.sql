CREATE TYPE "public"."purchase_state" AS ENUM('APPROVED', 'PARTIALLY_REFUNDED', 'PENDING', 'RECUSED', 'CANCELLED', 'REFUNDED', 'CHARGED_BACK', 'EXPIRED');--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'STATUS_REVERSED';--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "state" "purchase_state" DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
CREATE INDEX "purchases_state_created_at_id_index" ON "purchases" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "purchases_state_total_price_cents_id_index" ON "purchases" USING btree ("state","total_price_cents","id");--> statement-breakpoint
-- The backfill below changes the state only: the ledger's statement trigger has nothing to record,
-- and a database upgraded across several migrations at once (one transaction) could not even plan
-- it, its casts naming enum values added earlier in that same transaction (FEE_REVERSED).
ALTER TABLE "purchases" DISABLE TRIGGER ledger_purchases_updated;--> statement-breakpoint
-- A purchase's state from the facts already recorded: a line refunded since the latest credit
-- (the ledger's REFUND of occurrence ≥ 1 000 000) leaves an approved purchase PARTIALLY_REFUNDED;
-- a cancelled one is REFUNDED by a late approval's refund, or after an approval by its latest
-- reversal's kind (CHARGEBACK → CHARGED_BACK; REFUND → REFUNDED, unless an administrator set the
-- status by hand and nobody refunded it: the old hand-set 'Cancelado' wrote a REFUND although the
-- provider gave nothing back → CANCELLED); never approved, it is EXPIRED (an abandoned checkout,
-- an expired Pix) unless set by hand (CANCELLED). The row counts' trigger does not count state
-- yet, so this update moves no count; the counts per state are written just after.
UPDATE purchases p SET state = (CASE
  WHEN p.status = 'APPROVED' THEN
    CASE WHEN EXISTS (
      SELECT 1 FROM ledger_entries l
      WHERE l.purchase_id = p.id AND l.kind = 'REFUND' AND l.occurrence >= 1000000
        AND l.id > coalesce((SELECT max(c.id) FROM ledger_entries c
          WHERE c.purchase_id = p.id AND c.kind = 'GIFT_CREDITED'), 0)
    ) THEN 'PARTIALLY_REFUNDED' ELSE 'APPROVED' END
  WHEN p.status <> 'CANCELLED' THEN p.status::text
  WHEN p.late_approval_refunded_at IS NOT NULL THEN 'REFUNDED'
  ELSE coalesce((
    SELECT CASE
      WHEN r.kind = 'CHARGEBACK' THEN 'CHARGED_BACK'
      WHEN p.status_set_at IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM audit_log a
        WHERE a.entity_type = 'purchase' AND a.entity_id = p.id::text AND a.action = 'purchase.refunded'
      ) THEN 'CANCELLED'
      ELSE 'REFUNDED' END
    FROM ledger_entries r
    WHERE r.purchase_id = p.id AND r.kind IN ('REFUND', 'CHARGEBACK') AND r.occurrence < 1000000
    ORDER BY r.id DESC LIMIT 1
  ), CASE WHEN p.status_set_at IS NOT NULL THEN 'CANCELLED' ELSE 'EXPIRED' END)
END)::purchase_state
WHERE p.status <> 'PENDING';--> statement-breakpoint
ALTER TABLE "purchases" ENABLE TRIGGER ledger_purchases_updated;
--> statement-breakpoint
INSERT INTO row_counts (key, delta)
SELECT 'purchases:state:' || state, count(*) FROM purchases GROUP BY state;
--> statement-breakpoint
-- The row counts now count the purchases per state too ('purchases:state:<state>'), for the
-- transactions list's pages, as they count them per status.
CREATE OR REPLACE FUNCTION row_counts_purchases() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts (key, delta)
    SELECT 'purchases:' || status, count(*) FROM new_rows GROUP BY status
    UNION ALL SELECT 'purchases:state:' || state, count(*) FROM new_rows GROUP BY state;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO row_counts (key, delta)
    SELECT 'purchases:' || status, -count(*) FROM old_rows GROUP BY status
    UNION ALL SELECT 'purchases:state:' || state, -count(*) FROM old_rows GROUP BY state;
  ELSE
    INSERT INTO row_counts (key, delta)
    SELECT key, sum(delta) FROM (
      SELECT 'purchases:' || status AS key, 1 AS delta FROM new_rows
      UNION ALL SELECT 'purchases:' || status, -1 FROM old_rows
      UNION ALL SELECT 'purchases:state:' || state, 1 FROM new_rows
      UNION ALL SELECT 'purchases:state:' || state, -1 FROM old_rows
    ) changes GROUP BY key HAVING sum(delta) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The state follows the status, whoever writes it. An approval that ends as CANCELLED is told by
-- the reversal the ledger's trigger writes in the same statement (celebra.purchase_reversal:
-- CHARGEBACK when the provider reported a charge-back, STATUS_REVERSED when an administrator undid
-- an approval the provider neither refunded nor charged back, REFUND otherwise: the money went back
-- at the provider); a checkout never approved that ends is EXPIRED, unless an administrator
-- cancelled it (status_set_at written with it).
CREATE OR REPLACE FUNCTION purchases_state() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.state := NEW.status::text::purchase_state;
    RETURN NEW;
  END IF;
  IF NEW.status = OLD.status
    AND NEW.late_approval_refunded_at IS NOT DISTINCT FROM OLD.late_approval_refunded_at THEN
    RETURN NEW;
  END IF;
  NEW.state := (CASE
    WHEN NEW.status <> 'CANCELLED' THEN NEW.status::text
    WHEN NEW.late_approval_refunded_at IS NOT NULL THEN 'REFUNDED'
    WHEN OLD.status = 'APPROVED' THEN
      CASE coalesce(nullif(current_setting('celebra.purchase_reversal', true), ''), 'REFUND')
        WHEN 'CHARGEBACK' THEN 'CHARGED_BACK' WHEN 'STATUS_REVERSED' THEN 'CANCELLED' ELSE 'REFUNDED' END
    WHEN NEW.status_set_at IS DISTINCT FROM OLD.status_set_at THEN 'CANCELLED'
    WHEN OLD.status = 'CANCELLED' THEN OLD.state::text
    ELSE 'EXPIRED'
  END)::purchase_state;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchases_state BEFORE INSERT OR UPDATE OF status, late_approval_refunded_at ON purchases
  FOR EACH ROW EXECUTE FUNCTION purchases_state();
--> statement-breakpoint
-- A line refunded alone (its REFUND entry, occurrence 1 000 000 + the line's id, or above) leaves
-- the approved purchase PARTIALLY_REFUNDED, in the refund's own transaction.
CREATE OR REPLACE FUNCTION purchases_state_line_refunded() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Only when there is such an entry: an UPDATE of no row still fires the purchases' statement
  -- triggers, whose ledger insert (of no row) would fire this one again, without end.
  IF EXISTS (SELECT 1 FROM new_rows WHERE kind = 'REFUND' AND occurrence >= 1000000) THEN
    UPDATE purchases p SET state = 'PARTIALLY_REFUNDED'
    FROM (SELECT DISTINCT purchase_id FROM new_rows WHERE kind = 'REFUND' AND occurrence >= 1000000) r
    WHERE p.id = r.purchase_id AND p.status = 'APPROVED' AND p.state <> 'PARTIALLY_REFUNDED';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_line_refund_state AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION purchases_state_line_refunded();
