import { UNSENT_DELIVERY_STATUSES } from '@celebra/shared/models';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The dashboard's 'Entregas da semana': the lines 'A comprar' or 'Comprado' whose due window meets
 * this week (Monday to Sunday, São Paulo time). A window is seven days long (the party week: the
 * six days before the party and the day itself; after the party: days one to seven,
 * delivery_due_window in the migration), so one meeting the week starts no earlier than six days
 * before its Monday: that bound keeps the count a short range of the (status, due_from, due_to)
 * index per status however many lines the past holds (due_to is checked too, should a window be
 * longer), read from the index alone.
 */
export async function countDeliveriesDueThisWeek(
  db: Pick<Db, 'execute'>,
  now: Date = new Date(),
): Promise<number> {
  const result = await db.execute<{ due: string }>(deliveriesDueThisWeekSql(now));
  return Number(result.rows[0]?.due ?? 0);
}

// The statuses as literals, as the list's filter reads them (constants, never input): the planner
// then reads the index's ranges for each, as it does for a list written by hand.
const UNSENTS = sql.raw(UNSENT_DELIVERY_STATUSES.map((status) => `'${status}'`).join(', '));

/** The count's query, apart so that its plan can be checked. */
export function deliveriesDueThisWeekSql(now: Date) {
  return sql`
    with week as (
      select date_trunc('week', (${now.toISOString()}::timestamptz at time zone 'America/Sao_Paulo'))::date as monday
    )
    select count(*) as due from deliveries, week
    where status in (${UNSENTS})
      and due_from between week.monday - 6 and week.monday + 6
      and due_to >= week.monday`;
}
