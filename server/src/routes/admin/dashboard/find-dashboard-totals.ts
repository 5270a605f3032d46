import type { TAdminDashboardTotals } from '@celebra/shared/models';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/**
 * The dashboard's three counters in one round trip: active events, active catalogue gifts and
 * payouts waiting for an administrator. The payout count uses the (status, created_at) index.
 */
export async function findDashboardTotals(db: Db): Promise<TAdminDashboardTotals> {
  const result = await db.execute<{ events: number; gifts: number; pending_payouts: number }>(sql`
    select
      (select count(*)::int from events where active) as events,
      (select count(*)::int from gifts where active) as gifts,
      (select count(*)::int from payouts where status = 'PENDING') as pending_payouts`);
  const row = result.rows[0];
  return {
    events: row?.events ?? 0,
    gifts: row?.gifts ?? 0,
    pendingPayouts: row?.pending_payouts ?? 0,
  };
}
