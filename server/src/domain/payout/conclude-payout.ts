import { centsToReais, maskDocument, maskPixKey, reaisToCents } from '@celebra/shared/format';
import {
  PAYOUT_NOT_FOUND_MESSAGE,
  PAYOUT_NOT_PENDING_MESSAGE,
  PAYOUT_SHORTFALL_REASON_REQUIRED_MESSAGE,
  paidAboveRequestedMessage,
} from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payouts } from '../../db/schema/index';
import { HttpError } from '../../http/http-error';
import { findAdminActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';

type Conclusion = { paidAmount: number; reason?: string | null | undefined };

/**
 * PUT /admin/payouts/{id}/conclude: records what was transferred, why it was less than requested
 * and who concluded it, and marks the payout PAID. More than requested is refused (the host never
 * asked for it), less needs a reason. The row is locked first, so of two concurrent conclusions the
 * second sees it PAID and gets the 409: a payout is concluded once. The balance follows by itself:
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
  await db.transaction(async (tx) => {
    const [payout] = await tx
      .select({
        status: payouts.status,
        requestedAmountCents: payouts.requestedAmountCents,
        documentType: payouts.destinationDocumentType,
        document: payouts.destinationDocument,
        pixKeyType: payouts.destinationPixKeyType,
        pixKey: payouts.destinationPixKey,
      })
      .from(payouts)
      .where(eq(payouts.id, id))
      .for('update');
    if (!payout) throw new HttpError(404, PAYOUT_NOT_FOUND_MESSAGE);
    if (payout.status !== 'PENDING') throw new HttpError(409, PAYOUT_NOT_PENDING_MESSAGE);
    if (paidAmountCents > payout.requestedAmountCents) {
      throw new HttpError(400, paidAboveRequestedMessage(centsToReais(payout.requestedAmountCents)));
    }
    const shortfall = paidAmountCents < payout.requestedAmountCents;
    if (shortfall && !reason) throw new HttpError(400, PAYOUT_SHORTFALL_REASON_REQUIRED_MESSAGE);
    await tx
      .update(payouts)
      .set({
        status: 'PAID',
        paidAmountCents,
        concludedAt: new Date(),
        shortfallReason: shortfall ? reason : null,
        concludedByAdminId: adminId,
      })
      .where(eq(payouts.id, id));
    await recordAudit(tx, {
      actor: await findAdminActor(tx, adminId),
      action: 'payout.concluded',
      entityType: 'payout',
      entityId: id,
      before: { status: 'PENDING', requestedAmount: centsToReais(payout.requestedAmountCents) },
      after: {
        status: 'PAID',
        paidAmount: centsToReais(paidAmountCents),
        shortfallReason: shortfall ? reason : null,
        document:
          payout.documentType && payout.document ? maskDocument(payout.documentType, payout.document) : null,
        pixKey: payout.pixKeyType && payout.pixKey ? maskPixKey(payout.pixKeyType, payout.pixKey) : null,
      },
    });
  });
}
