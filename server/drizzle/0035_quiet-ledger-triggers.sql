-- Most writes of a purchase move no money: the guest's checkout written PENDING, its link or Pix
-- saved, a reminder or a reconciliation noted. The ledger's statement triggers ran their inserts
-- for those too, each insert (of no row) firing the ledger's own statement triggers in turn: the
-- card purchase's write and link cost twice the database's time they cost before. They now look
-- first whether a row enters or leaves APPROVED, and do nothing else when none does; what they
-- write when one does is unchanged.
CREATE OR REPLACE FUNCTION ledger_purchases_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_rows WHERE status = 'APPROVED') THEN
    RETURN NULL;
  END IF;
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
CREATE OR REPLACE FUNCTION ledger_purchases_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.status = 'APPROVED') <> (o.status = 'APPROVED')
  ) THEN
    RETURN NULL;
  END IF;
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
