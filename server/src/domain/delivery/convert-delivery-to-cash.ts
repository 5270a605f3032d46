import {
  DELIVERY_ALREADY_BOUGHT_MESSAGE,
  DELIVERY_ALREADY_CONVERTED_MESSAGE,
  DELIVERY_CANCELLED_MESSAGE,
  DELIVERY_NOT_FOUND_MESSAGE,
} from '@celebra/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveries, events } from '../../db/schema/index';
import { findHostActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors/domain-error';

/**
 * 'Receber em dinheiro': the couple take a line not yet bought as money, once. One conditional
 * update (the line must be the host's and still 'A comprar'), so a purchase by the back office at
 * the same moment and a second click both lose cleanly; the database's trigger then writes the
 * DELIVERY_RELEASED entry (+ share) that puts the money in the balance, in the same transaction as
 * the audit row. Refused after the line was bought (409), twice (409), or when it is not theirs
 * (404, as if it did not exist).
 */
export async function convertDeliveryToCash(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ eventId: deliveries.eventId, shareCents: deliveries.shareCents })
      .from(deliveries)
      .innerJoin(events, eq(events.id, deliveries.eventId))
      .where(and(eq(deliveries.id, id), eq(events.userId, userId)))
      .limit(1);
    if (!owned) throw new DomainError('not-found', DELIVERY_NOT_FOUND_MESSAGE);
    await tx.select({ id: events.id }).from(events).where(eq(events.id, owned.eventId)).for('share');
    const [converted] = await tx
      .update(deliveries)
      .set({ status: 'CONVERTED' })
      .where(and(eq(deliveries.id, id), eq(deliveries.status, 'TO_BUY')))
      .returning({ id: deliveries.id });
    if (!converted) {
      const [line] = await tx
        .select({ status: deliveries.status })
        .from(deliveries)
        .where(eq(deliveries.id, id));
      if (line?.status === 'CONVERTED') throw new DomainError('conflict', DELIVERY_ALREADY_CONVERTED_MESSAGE);
      if (line?.status === 'CANCELLED') throw new DomainError('conflict', DELIVERY_CANCELLED_MESSAGE);
      throw new DomainError('conflict', DELIVERY_ALREADY_BOUGHT_MESSAGE);
    }
    await recordAudit(tx, {
      actor: await findHostActor(tx, userId),
      action: 'delivery.converted',
      entityType: 'delivery',
      entityId: id,
      before: { status: 'TO_BUY' },
      after: { status: 'CONVERTED', shareCents: owned.shareCents },
    });
  });
}
