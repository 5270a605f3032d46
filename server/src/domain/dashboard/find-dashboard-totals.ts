import { centsToReais, reaisToCents } from '@celebra/shared/format';
import type { TAdminDashboardTotals } from '@celebra/shared/models';
import type { Db } from '../../db/client';
import { findRowCounts } from '../../read-model/find-row-counts';
import { countDeliveriesDueThisWeek } from '../delivery/count-deliveries-due-this-week';
import { findNegativeBalances } from '../ledger/find-negative-balances';

/**
 * The dashboard's counters: active events, active catalogue gifts and payouts waiting for
 * an administrator, read from the row counts ledger the database keeps (one short read) rather
 * than counted: with 100,000 events, counting the active ones at every visit costs a scan of
 * 70,000 index entries, and the dashboard is every administrator's home page. And the events
 * whose balance is below zero, their count and the sum of those balances, from the money ledger;
 * and the delivery lines due this week (count-deliveries-due-this-week.ts).
 */
export async function findDashboardTotals(db: Db): Promise<TAdminDashboardTotals> {
  const [count, negative, deliveriesDueThisWeek] = await Promise.all([
    findRowCounts(db),
    findNegativeBalances(db),
    countDeliveriesDueThisWeek(db),
  ]);
  return {
    events: count('events:active'),
    gifts: count('gifts:active'),
    pendingPayouts: count('payouts:PENDING'),
    negativeBalances: {
      count: negative.length,
      total: centsToReais(negative.reduce((sum, row) => sum + reaisToCents(row.balance), 0)),
    },
    deliveriesDueThisWeek,
  };
}
