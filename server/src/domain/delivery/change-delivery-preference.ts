import { DELIVERY_PREFERENCE_STARTED_MESSAGE, EVENT_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { TGiftDeliveryPreference } from '@celebra/shared/models';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveries, events } from '../../db/schema/index';
import { findHostActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors/domain-error';

/**
 * The couple change how they receive their gifts, while no delivery has started (no line bought,
 * sent or delivered): the event's row is locked for update first, and the back office's moves
 * lock it for share before buying, so the check and the change cannot miss a purchase made at the
 * same moment. The database's trigger follows the choice: to money ('cash'), the lines not yet
 * bought become money (DELIVERY_RELEASED); from one week to the other, their due window moves.
 * Gifts approved before a change to delivery stay money. Recorded in the audit log.
 */
export async function changeDeliveryPreference(
  db: Db,
  userId: number,
  eventId: number,
  preference: TGiftDeliveryPreference,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [event] = await tx
      .select({ preference: events.giftDeliveryPreference })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.userId, userId)))
      .for('update');
    if (!event) throw new DomainError('not-found', EVENT_NOT_FOUND_MESSAGE);
    if (event.preference === preference) return;
    const [started] = await tx
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(eq(deliveries.eventId, eventId), inArray(deliveries.status, ['BOUGHT', 'SENT', 'DELIVERED'])),
      )
      .limit(1);
    if (started) throw new DomainError('conflict', DELIVERY_PREFERENCE_STARTED_MESSAGE);
    await tx.update(events).set({ giftDeliveryPreference: preference }).where(eq(events.id, eventId));
    await recordAudit(tx, {
      actor: await findHostActor(tx, userId),
      action: 'event.delivery-preference-changed',
      entityType: 'event',
      entityId: eventId,
      before: { giftDeliveryPreference: event.preference },
      after: { giftDeliveryPreference: preference },
    });
  });
}
