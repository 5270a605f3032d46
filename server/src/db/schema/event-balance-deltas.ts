import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { events } from './events';

/**
 * Each event's balance (the sum of its host entries in ledger_entries: every kind but the
 * platform's FEE_KEPT and FEE_REVERSED), kept as the ledger is written so that the events below
 * zero are found without summing a ledger of millions of entries. A statement trigger on
 * ledger_entries (migration 'event-balance-deltas') inserts, in the writing transaction, one row
 * per event the statement moved money of, with the change (`deltaCents`). Writers only insert: a
 * crowd buying from one event does not queue on a balance row. Readers fold an event's rows into
 * one (`folded`) now and then (domain/ledger/find-negative-balances.ts), so an event's balance is
 * sum(delta_cents) of its rows in any snapshot, exact to the centavo.
 *
 * An event whose balance is below zero has at least one row below zero (a sum of rows that are
 * all ≥ 0 is ≥ 0), so the rows below zero name every candidate; once folded, they are about the
 * events truly below zero, plus those refunded since the last fold.
 */
export const eventBalanceDeltas = pgTable(
  'event_balance_deltas',
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    deltaCents: bigint({ mode: 'number' }).notNull(),
    folded: boolean().notNull().default(false),
  },
  (t) => [
    // the candidates: every event with a row below zero
    index('event_balance_deltas_below_zero_index').on(t.eventId).where(sql`${t.deltaCents} < 0`),
    // an event's rows, summed for a candidate and deleted when folded
    index('event_balance_deltas_event_id_index').on(t.eventId),
    // what is left to fold
    index('event_balance_deltas_unfolded_index').on(t.eventId).where(sql`not ${t.folded}`),
  ],
);
