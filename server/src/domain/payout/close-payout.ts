import type { TAdminClosePayoutBody } from '@celebra/shared/api';
import { centsToReais } from '@celebra/shared/format';
import { PAYOUT_NOT_FOUND_MESSAGE, PAYOUT_NOT_PENDING_TO_CLOSE_MESSAGE } from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payouts } from '../../db/schema/index';
import { findAdminActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors/domain-error';

type Closing = { status: TAdminClosePayoutBody['status']; reason: string };

/**
 * PUT /admin/payouts/{id}/close: a pending payout the bank refused ('Falhou') or the back office
 * will not pay ('Cancelado'), with why. The money it reserved is the host's again: the database
 * appends the ledger's PAYOUT_CANCELLED entry (+ requested) with the update
 * (db/schema/ledger-entries.ts). The row is locked first, so it leaves PENDING once, whether
 * concluded, failed or cancelled; the audit row (payout.failed or payout.cancelled) is written in
 * the same transaction.
 */
export async function closePayout(db: Db, id: number, adminId: number, closing: Closing): Promise<void> {
  await db.transaction(async (tx) => {
    const [payout] = await tx
      .select({ status: payouts.status, requestedAmountCents: payouts.requestedAmountCents })
      .from(payouts)
      .where(eq(payouts.id, id))
      .for('update');
    if (!payout) throw new DomainError('not-found', PAYOUT_NOT_FOUND_MESSAGE);
    if (payout.status !== 'PENDING') throw new DomainError('conflict', PAYOUT_NOT_PENDING_TO_CLOSE_MESSAGE);
    await tx
      .update(payouts)
      .set({
        status: closing.status,
        concludedAt: new Date(),
        concludedByAdminId: adminId,
        closingReason: closing.reason,
      })
      .where(eq(payouts.id, id));
    const requestedAmount = centsToReais(payout.requestedAmountCents);
    await recordAudit(tx, {
      actor: await findAdminActor(tx, adminId),
      action: closing.status === 'FAILED' ? 'payout.failed' : 'payout.cancelled',
      entityType: 'payout',
      entityId: id,
      before: { status: 'PENDING', requestedAmount },
      after: { status: closing.status, reason: closing.reason, returnedAmount: requestedAmount },
    });
  });
}
