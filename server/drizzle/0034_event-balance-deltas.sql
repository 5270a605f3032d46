CREATE TABLE "event_balance_deltas" (
	"event_id" integer NOT NULL,
	"delta_cents" bigint NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_balance_deltas" ADD CONSTRAINT "event_balance_deltas_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_balance_deltas_below_zero_index" ON "event_balance_deltas" USING btree ("event_id") WHERE "event_balance_deltas"."delta_cents" < 0;--> statement-breakpoint
CREATE INDEX "event_balance_deltas_event_id_index" ON "event_balance_deltas" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_balance_deltas_unfolded_index" ON "event_balance_deltas" USING btree ("event_id") WHERE not "event_balance_deltas"."folded";--> statement-breakpoint
-- Each event's balance kept as the ledger is written (src/db/schema/event-balance-deltas.ts): a
-- statement-level AFTER INSERT trigger with a transition table adds, in the writing transaction,
-- one row per event whose host entries the statement moved (a bulk load of a million purchases
-- adds one row per event, not a million). The ledger is append-only (UPDATE and DELETE are
-- refused), so inserts are the only way a balance moves; TRUNCATE, the owner's emptying of the
-- whole ledger, empties the balances with it.
CREATE FUNCTION event_balance_deltas_ledger_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_balance_deltas (event_id, delta_cents)
  SELECT event_id, sum(amount_cents) FROM new_rows
  WHERE kind::text NOT IN ('FEE_KEPT', 'FEE_REVERSED')
  GROUP BY event_id HAVING sum(amount_cents) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION event_balance_deltas_ledger_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM event_balance_deltas;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_event_balance_deltas AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_balance_deltas_ledger_inserted();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_event_balance_deltas_truncate AFTER TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION event_balance_deltas_ledger_truncated();
--> statement-breakpoint
-- The balances of the ledger written so far, one folded row per event. (The kinds are compared as
-- text: a database upgraded across several migrations in one transaction cannot yet cast to an
-- enum value added earlier in it, FEE_REVERSED.)
INSERT INTO event_balance_deltas (event_id, delta_cents, folded)
SELECT event_id, sum(amount_cents), true FROM ledger_entries
WHERE kind::text NOT IN ('FEE_KEPT', 'FEE_REVERSED')
GROUP BY event_id HAVING sum(amount_cents) <> 0;
--> statement-breakpoint
-- A fold deletes a row per event it folds: the table is vacuumed and its statistics renewed after
-- a thousand changed rows rather than a fifth of the table, so that the reader's indexes hold few
-- dead entries and the planner knows how few rows are left to fold.
ALTER TABLE event_balance_deltas SET (
  autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000,
  autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000
);
