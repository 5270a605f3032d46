-- When an approved purchase leaves APPROVED, its reversal takes back what that approval still
-- credits the host, not the whole host share: lines refunded one by one while it was approved
-- (domain/ledger/record-line-refund.ts: REFUND, occurrence 1 000 000 + the line's id) have
-- already taken their part back, and taking the whole share again reversed them twice. Whoever
-- moves the purchase (the administrator's refund or status change, the provider's refunded,
-- cancelled or charged_back) gets the same right amount, because the database writes it.
--
-- The approval is the purchase's latest GIFT_CREDITED entry; the lines it already gave back are
-- the line REFUND entries written after it. A line refunded under an earlier approval is not
-- counted again: that approval's own reversal already subtracted it, and a re-approval credits the
-- whole host share anew (the line's REFUND is unique for ever, so the line cannot be refunded a
-- second time to take it back). So every approval nets to zero with its reversal:
--   + share (credit) − lines refunded since − (share − those lines) (reversal) = 0.
-- The reversal is written even when nothing is left to take back (amount 0): each ended approval
-- keeps its reversal numbered like its credit (occurrence = how many credits the purchase has),
-- and the REFUND / CHARGEBACK kind still records how it ended.
--
-- Existing entries stay as they are, no back-fill: the function only decides the amount of
-- reversals written from now on. Before it, the administrator's whole refund of a partly refunded
-- purchase wrote the full reversal plus a correcting REFUND (+ the refunded lines, occurrence
-- 500 000 + the credit's number), so those purchases already net to zero and are read as they
-- are; that correcting entry is no longer written, the reversal itself being right now.
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
  SELECT o.event_id,
    coalesce(nullif(current_setting('celebra.purchase_reversal', true), ''), 'REFUND')::ledger_entry_kind,
    -o.user_amount_cents - coalesce((
      SELECT sum(l.amount_cents) FROM ledger_entries l
      WHERE l.purchase_id = o.id AND l.kind = 'REFUND' AND l.occurrence >= 1000000
        AND l.id > coalesce((
          SELECT max(c.id) FROM ledger_entries c WHERE c.purchase_id = o.id AND c.kind = 'GIFT_CREDITED'
        ), 0)
    ), 0),
    o.id,
    (SELECT count(*) FROM ledger_entries e WHERE e.purchase_id = o.id AND e.kind = 'GIFT_CREDITED')
  FROM old_rows o
  JOIN new_rows n ON n.id = o.id
  WHERE o.status = 'APPROVED' AND n.status <> 'APPROVED'
  ORDER BY o.id;
  RETURN NULL;
END
$$;
