import { centsToReais, maskDocument, maskPixKey, reaisToCents } from '@celebra/shared/format';
import {
  PAYOUT_NO_DESTINATION_MESSAGE,
  PAYOUT_NOT_FOUND_MESSAGE,
  PAYOUT_NOT_PENDING_MESSAGE,
  PAYOUT_SHORTFALL_REASON_REQUIRED_MESSAGE,
  paidAboveRequestedMessage,
  payoutNotCoveredMessage,
} from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, payouts } from '../../db/schema/index';
import { findAdminActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors/domain-error';
import { findPayoutCoverCents } from './find-payout-cover';

type Conclusion = {
  paidAmount: number;
  reason?: string | null | undefined;
  endToEndId?: string | null | undefined;
  overrideReason?: string | null | undefined;
};

/**
 * PUT /admin/payouts/{id}/conclude: records what was transferred, why it was less than requested,
 * the transfer's Pix end-to-end id and who concluded it, and marks the payout PAID. More than
 * requested is refused (the host never asked for it), less needs a reason; a payout with no Pix key
 * to pay to is refused (it can only be cancelled). The event's row and then the payout's are locked
 * first, so of two concurrent conclusions the second sees it PAID and gets the 409 (a payout is
 * concluded once), and no new payout request of the event can move its balance meanwhile. Under
 * those locks the host's money is read from the ledger (find-payout-cover.ts): when it no longer
 * covers what is paid (refunds or charge-backs after the request), the conclusion is refused with
 * the figures, unless an override reason is given; then it goes through and the audit row records
 * the reason and the figures (payout.concluded-over-balance). The balance follows by itself:
 * the database appends the ledger's PAYOUT_CONCLUDED entry (requested − paid) with the update
 * (db/schema/ledger-entries.ts), so what was not paid is available to the host again. The audit log
 * records the conclusion (payout.concluded: the amounts, the reason, the destination masked) in the
 * same transaction.
 */
export async function concludePayout(
  db: Db,
  id: number,
  adminId: number,
  conclusion: Conclusion,
): Promise<void> {
  const paidAmountCents = reaisToCents(conclusion.paidAmount);
  const reason = conclusion.reason?.trim() || null;
  const overrideReason = conclusion.overrideReason?.trim() || null;
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ eventId: payouts.eventId })
      .from(payouts)
      .where(eq(payouts.id, id))
      .limit(1);
    if (!target) throw new DomainError('not-found', PAYOUT_NOT_FOUND_MESSAGE);
    // The same order as a payout request (event, then payout): no deadlock between the two.
    await tx.select({ id: events.id }).from(events).where(eq(events.id, target.eventId)).for('update');
    const [payout] = await tx
      .select({
        status: payouts.status,
        eventId: payouts.eventId,
        createdAt: payouts.createdAt,
        requestedAmountCents: payouts.requestedAmountCents,
        holderName: payouts.destinationHolderName,
        documentType: payouts.destinationDocumentType,
        document: payouts.destinationDocument,
        pixKeyType: payouts.destinationPixKeyType,
        pixKey: payouts.destinationPixKey,
      })
      .from(payouts)
      .where(eq(payouts.id, id))
      .for('update');
    if (!payout) throw new DomainError('not-found', PAYOUT_NOT_FOUND_MESSAGE);
    if (payout.status !== 'PENDING') throw new DomainError('conflict', PAYOUT_NOT_PENDING_MESSAGE);
    if (paidAmountCents > payout.requestedAmountCents) {
      throw new DomainError('invalid', paidAboveRequestedMessage(centsToReais(payout.requestedAmountCents)));
    }
    const shortfall = paidAmountCents < payout.requestedAmountCents;
    if (shortfall && !reason) throw new DomainError('invalid', PAYOUT_SHORTFALL_REASON_REQUIRED_MESSAGE);
    if (
      !payout.holderName ||
      !payout.documentType ||
      !payout.document ||
      !payout.pixKeyType ||
      !payout.pixKey
    )
      throw new DomainError('conflict', PAYOUT_NO_DESTINATION_MESSAGE);
    const cover = await findPayoutCoverCents(tx, payout);
    const overBalance = cover.coverableCents < paidAmountCents;
    if (overBalance && !overrideReason) {
      throw new DomainError(
        'conflict',
        payoutNotCoveredMessage({
          paid: centsToReais(paidAmountCents),
          coverable: centsToReais(cover.coverableCents),
          balance: centsToReais(cover.balanceCents),
          held: centsToReais(cover.heldCents),
          reserved: centsToReais(cover.reservedCents),
        }),
      );
    }
    await tx
      .update(payouts)
      .set({
        status: 'PAID',
        paidAmountCents,
        concludedAt: new Date(),
        shortfallReason: shortfall ? reason : null,
        concludedByAdminId: adminId,
        endToEndId: conclusion.endToEndId ?? null,
        balanceOverrideReason: overBalance ? overrideReason : null,
      })
      .where(eq(payouts.id, id));
    await recordAudit(tx, {
      actor: await findAdminActor(tx, adminId),
      action: overBalance ? 'payout.concluded-over-balance' : 'payout.concluded',
      entityType: 'payout',
      entityId: id,
      before: {
        status: 'PENDING',
        requestedAmount: centsToReais(payout.requestedAmountCents),
        ...(overBalance
          ? { balance: centsToReais(cover.balanceCents), coverable: centsToReais(cover.coverableCents) }
          : {}),
      },
      after: {
        status: 'PAID',
        paidAmount: centsToReais(paidAmountCents),
        ...(conclusion.endToEndId ? { endToEndId: conclusion.endToEndId } : {}),
        ...(overBalance
          ? {
              balanceOverrideReason: overrideReason,
              balance: centsToReais(cover.balanceCents + cover.reservedCents - paidAmountCents),
            }
          : {}),
        shortfallReason: shortfall ? reason : null,
        document:
          payout.documentType && payout.document ? maskDocument(payout.documentType, payout.document) : null,
        pixKey: payout.pixKeyType && payout.pixKey ? maskPixKey(payout.pixKeyType, payout.pixKey) : null,
      },
    });
  });
}
