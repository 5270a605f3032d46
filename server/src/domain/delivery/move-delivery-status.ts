import {
  DELIVERY_ADDRESS_MISSING_MESSAGE,
  DELIVERY_NOT_FOUND_MESSAGE,
  DELIVERY_STATUS_FLOW_MESSAGE,
} from '@celebra/shared/messages';
import type { TDeliveryStatus } from '@celebra/shared/models';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveries, eventDeliveryAddresses, events } from '../../db/schema/index';
import { findAdminActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors/domain-error';

/** An administrator's move of a line along the flow, with the data of its new status. */
export type DeliveryMove =
  | { status: 'BOUGHT'; costCents: number; supplier: string }
  | { status: 'SENT'; carrier: string; trackingCode: string }
  /** 'YYYY-MM-DD'. */
  | { status: 'DELIVERED'; deliveredOn: string };

/** The one status each move leaves from. */
const FROM: Record<DeliveryMove['status'], TDeliveryStatus> = {
  BOUGHT: 'TO_BUY',
  SENT: 'BOUGHT',
  DELIVERED: 'SENT',
};

function dataOf(move: DeliveryMove) {
  switch (move.status) {
    case 'BOUGHT':
      return { costCents: move.costCents, supplier: move.supplier.trim() };
    case 'SENT':
      return { carrier: move.carrier.trim(), trackingCode: move.trackingCode.trim() };
    case 'DELIVERED':
      return { deliveredOn: move.deliveredOn };
  }
}

export type MovedDelivery = { id: number; eventId: number; status: TDeliveryStatus };

/**
 * Moves a delivery line one step (A comprar → Comprado → Enviado → Entregue), with its data, and
 * records who did it in the audit log, in one transaction. The update is conditional on the
 * status it leaves from, so of two administrators (or an administrator and the couple taking the
 * gift as money) the first wins and the other is told the line changed (409); the database's
 * trigger refuses any other move whoever writes, and writes the ledger's DELIVERY_BOUGHT. The
 * event's row is locked for share first, so a change of the couple's preference (which locks it
 * for update) waits for the move or sees it. A line is sent only to an address the couple gave.
 */
export async function moveDeliveryStatus(
  db: Db,
  id: number,
  adminId: number,
  move: DeliveryMove,
): Promise<MovedDelivery> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ eventId: deliveries.eventId })
      .from(deliveries)
      .where(eq(deliveries.id, id))
      .limit(1);
    if (!target) throw new DomainError('not-found', DELIVERY_NOT_FOUND_MESSAGE);
    await tx.select({ id: events.id }).from(events).where(eq(events.id, target.eventId)).for('share');
    if (move.status === 'SENT') {
      const [address] = await tx
        .select({ eventId: eventDeliveryAddresses.eventId })
        .from(eventDeliveryAddresses)
        .where(eq(eventDeliveryAddresses.eventId, target.eventId))
        .limit(1);
      if (!address) throw new DomainError('conflict', DELIVERY_ADDRESS_MISSING_MESSAGE);
    }
    const data = dataOf(move);
    const [moved] = await tx
      .update(deliveries)
      .set({ status: move.status, ...data })
      .where(and(eq(deliveries.id, id), eq(deliveries.status, FROM[move.status])))
      .returning({ id: deliveries.id, eventId: deliveries.eventId, status: deliveries.status });
    if (!moved) throw new DomainError('conflict', DELIVERY_STATUS_FLOW_MESSAGE);
    await recordAudit(tx, {
      actor: await findAdminActor(tx, adminId),
      action: `delivery.${move.status.toLowerCase()}`,
      entityType: 'delivery',
      entityId: id,
      before: { status: FROM[move.status] },
      after: { status: move.status, ...data },
    });
    return moved;
  });
}
