import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/index';
import { recordAudit, SYSTEM_ACTOR } from '../audit/record-audit';
import { eraseEventGuestData } from './erase-event-guest-data';
import type { ErasureCounts } from './erase-rows';

/**
 * The retention of one event, in one transaction: the event is marked (guestDataRemovedAt, by a
 * conditional update, so two runs never do it twice), its guests' data anonymised, and the removal
 * recorded in the audit log with the counts only. Null when another run got there first.
 */
export async function removeEventGuestData(
  db: Db,
  eventId: number,
  now: Date,
): Promise<ErasureCounts | null> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(events)
      .set({ guestDataRemovedAt: now })
      .where(and(eq(events.id, eventId), isNull(events.guestDataRemovedAt)))
      .returning({ id: events.id });
    if (claimed.length === 0) return null;
    const counts = await eraseEventGuestData(tx, eventId, now);
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      action: 'event.guest-data-removed',
      entityType: 'event',
      entityId: eventId,
      after: counts,
    });
    return counts;
  });
}
