import type { TAdminDashboardTotals } from '@celebra/shared/models';
import type { Db } from '../../db/client';
import { findRowCounts } from '../../read-model/find-row-counts';

/**
 * The dashboard's three counters: active events, active catalogue gifts and payouts waiting for
 * an administrator. Read from the row counts ledger the database keeps (one short read) rather
 * than counted: with 100,000 events, counting the active ones at every visit costs a scan of
 * 70,000 index entries, and the dashboard is every administrator's home page.
 */
export async function findDashboardTotals(db: Db): Promise<TAdminDashboardTotals> {
  const count = await findRowCounts(db);
  return {
    events: count('events:active'),
    gifts: count('gifts:active'),
    pendingPayouts: count('payouts:PENDING'),
  };
}
