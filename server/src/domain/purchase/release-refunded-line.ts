import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** What can run a statement: the refund's transaction. */
type Executor = Pick<Db, 'execute'>;

/**
 * Gives back to the list the units or cotas of one purchase line refunded alone: the couple gave
 * the money back, so guests may give that gift again. The purchase stays APPROVED, so the
 * database's release trigger (on a purchase's status) does not see it; this statement does its
 * part for the one line.
 *
 * The line also lets go of its gift (purchase_items.gift_id set null, as when a catalogue gift is
 * removed; the line keeps the gift's name and price as they were bought). The triggers count only
 * lines with a gift, so a later change of the whole purchase's status (refunded in full, charged
 * back, set by hand) moves the other lines' units and never this one's twice.
 */
export async function releaseRefundedLine(tx: Executor, eventId: number, itemId: number): Promise<void> {
  await tx.execute(sql`
    with line as (
      select gift_id, quantity from purchase_items where id = ${itemId} and gift_id is not null
    ),
    detached as (
      update purchase_items set gift_id = null where id = ${itemId} and gift_id is not null
    )
    update event_gifts eg set claimed = greatest(0, eg.claimed - line.quantity)
    from line
    where eg.event_id = ${eventId} and eg.gift_id = line.gift_id and eg.quantity is not null`);
}
