import { centsToReais } from '@celebra/shared/format';
import type { TNegativeBalance } from '@celebra/shared/models';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** What an executor can run a query on: the pool or an open transaction. */
type Executor = Pick<Db, 'execute'>;

/**
 * The events whose balance is below zero: the ledger's sum of their host entries (every kind but
 * the platform's fees, as find-ledger-balance.ts sums one event) — a refund or charge-back of money
 * already paid out, or a payout concluded over the balance. The lowest first. One pass over the
 * ledger grouped by event: the administrator's dashboard and its list, not a guest's page.
 */
export async function findNegativeBalances(db: Executor): Promise<TNegativeBalance[]> {
  const result = await db.execute<{
    event_id: number;
    title: string;
    user_id: number;
    first_name: string;
    last_name: string;
    balance: string;
  }>(sql`
    with balances as (
      select event_id, sum(amount_cents) as balance from ledger_entries
      where kind not in ('FEE_KEPT', 'FEE_REVERSED')
      group by event_id having sum(amount_cents) < 0
    )
    select b.event_id, e.title, e.user_id, u.first_name, u.last_name, b.balance
    from balances b join events e on e.id = b.event_id join users u on u.id = e.user_id
    order by b.balance, b.event_id`);
  return result.rows.map((row) => ({
    eventId: row.event_id,
    title: row.title,
    userId: row.user_id,
    hostName: `${row.first_name} ${row.last_name}`.trim(),
    balance: centsToReais(Number(row.balance)),
  }));
}
