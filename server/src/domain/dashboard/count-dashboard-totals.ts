import type { THostDashboardTotals } from '@celebra/shared/models';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The host home's three counters in one round trip: confirmed people (each guest who said 'Vou'
 * plus their companions; invited guests who have not answered and those who cannot come are not
 * people coming), messages received, and transfer (payout) requests made. Each count runs on the
 * event's index of its table.
 */
export async function countDashboardTotals(db: Db, eventId: number): Promise<THostDashboardTotals> {
  const result = await db.execute<{
    guests: string;
    companions: string;
    messages: string;
    payouts: string;
  }>(sql`
    select
      (select count(*) from guests where event_id = ${eventId} and attending) as guests,
      (select count(*) from guest_companions c join guests g on g.id = c.guest_id
        where g.event_id = ${eventId} and g.attending) as companions,
      (select count(*) from event_messages where event_id = ${eventId}) as messages,
      (select count(*) from payouts where event_id = ${eventId}) as payouts`);
  const row = result.rows[0];
  return {
    guests: Number(row?.guests ?? 0) + Number(row?.companions ?? 0),
    messages: Number(row?.messages ?? 0),
    payout: Number(row?.payouts ?? 0),
  };
}
