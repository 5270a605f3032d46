import { centsToReais } from '@celebra/shared/format';
import type { TNegativeBalance } from '@celebra/shared/models';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** What an executor can run a query on: the pool or an open transaction. */
type Executor = Pick<Db, 'execute'>;

/**
 * Past this many unfolded rows of event_balance_deltas a reader folds them. Each statement that
 * moves an event's money adds a row (a day of gifts adds thousands), and every refund or payout
 * request adds one below zero, which makes its event a candidate until folded; folding costs one
 * statement, so every few hundred changes is often enough.
 */
const FOLD_ABOVE_ROWS = 200;

/**
 * A key of its own for the fold's advisory lock: one fold at a time. The dashboard is read by
 * several administrators (and the bench at ten connections); a second reader that finds the
 * ledger long while a fold runs goes on instead of queuing behind its deletes.
 */
const FOLD_LOCK = 7_316_220_455;

/**
 * Each event with unfolded rows gets one folded row, their sum with its older ones, in one atomic
 * statement: it deletes the rows of those events its snapshot sees and inserts their sums, so
 * every balance is the same before and after, for readers and writers alike. Rows inserted
 * meanwhile are not in its snapshot and stay. When another fold holds the lock it does nothing.
 */
export async function foldEventBalances(db: Executor): Promise<void> {
  await db.execute(sql`
    with allowed as (
      select pg_try_advisory_xact_lock(${FOLD_LOCK}) as yes
    ), touched as (
      select distinct event_id from event_balance_deltas where not folded and (select yes from allowed)
    ), gone as (
      delete from event_balance_deltas d using touched t where d.event_id = t.event_id
      returning d.event_id, d.delta_cents
    )
    insert into event_balance_deltas (event_id, delta_cents, folded)
    select event_id, sum(delta_cents), true from gone group by event_id having sum(delta_cents) <> 0`);
}

/**
 * The events whose balance is below zero: the sum of their host entries (every kind but the
 * platform's fees, as find-ledger-balance.ts sums one event) — a refund or charge-back of money
 * already paid out, or a payout concluded over the balance. The lowest first. Read from the
 * balances the ledger keeps as it is written (db/schema/event-balance-deltas.ts): only the events
 * with a row below zero are summed, a few rows each, instead of the whole ledger grouped by event;
 * exact, the rows being written in the transaction of each movement.
 */
export async function findNegativeBalances(db: Executor): Promise<TNegativeBalance[]> {
  const result = await db.execute<{
    event_id: number | null;
    title: string;
    user_id: number;
    first_name: string;
    last_name: string;
    balance: string;
    unfolded: number;
  }>(sql`
    select n.unfolded, b.event_id, e.title, e.user_id, u.first_name, u.last_name, b.balance
    from (
      -- how many are left to fold, counted no further than the threshold
      select count(*)::int as unfolded
      from (select 1 from event_balance_deltas where not folded limit ${FOLD_ABOVE_ROWS + 1}) x
    ) n
    left join (
      -- each candidate's balance, summed over its own rows (the event_id index)
      (select m.event_id,
          (select sum(d.delta_cents) from event_balance_deltas d where d.event_id = m.event_id) as balance
        from (select distinct event_id from event_balance_deltas where delta_cents < 0) m) b
      join events e on e.id = b.event_id
      join users u on u.id = e.user_id
    ) on b.balance < 0
    order by b.balance, b.event_id`);
  const unfolded = result.rows[0]?.unfolded ?? 0;
  if (unfolded > FOLD_ABOVE_ROWS) await foldEventBalances(db);
  // Without a negative balance the one row is the count's, its event columns null.
  return result.rows.flatMap((row) =>
    row.event_id === null
      ? []
      : [
          {
            eventId: row.event_id,
            title: row.title,
            userId: row.user_id,
            hostName: `${row.first_name} ${row.last_name}`.trim(),
            balance: centsToReais(Number(row.balance)),
          },
        ],
  );
}
