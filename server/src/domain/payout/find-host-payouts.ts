import { centsToReais, maskPixKey } from '@celebra/shared/format';
import type { THostPayout } from '@celebra/shared/models';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payouts } from '../../db/schema/index';

/**
 * GET /users/events/{eventId}/payouts: every payout of the event, newest first, with the dates of
 * its timeline (requested, then paid, or failed or cancelled with why) and the Pix key it goes to, masked. An event has a handful
 * of payouts in its life, so the list is not paged; the (event_id, status) index finds them.
 */
export async function findHostPayouts(db: Db, eventId: number): Promise<THostPayout[]> {
  const rows = await db
    .select({
      id: payouts.id,
      requestedAmountCents: payouts.requestedAmountCents,
      paidAmountCents: payouts.paidAmountCents,
      status: payouts.status,
      createdAt: payouts.createdAt,
      concludedAt: payouts.concludedAt,
      closingReason: payouts.closingReason,
      pixKeyType: payouts.destinationPixKeyType,
      pixKey: payouts.destinationPixKey,
    })
    .from(payouts)
    .where(eq(payouts.eventId, eventId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
  return rows.map((row) => ({
    id: row.id,
    requestedAmount: centsToReais(row.requestedAmountCents),
    paidAmount: row.paidAmountCents === null ? null : centsToReais(row.paidAmountCents),
    status: row.status,
    requestedAt: row.createdAt.toISOString(),
    paidAt: row.status === 'PAID' && row.concludedAt ? row.concludedAt.toISOString() : null,
    closedAt: row.status !== 'PAID' && row.concludedAt ? row.concludedAt.toISOString() : null,
    closingReason: row.closingReason,
    destination:
      row.pixKeyType && row.pixKey
        ? { pixKeyType: row.pixKeyType, pixKey: maskPixKey(row.pixKeyType, row.pixKey) }
        : null,
  }));
}
