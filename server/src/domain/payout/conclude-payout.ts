import { reaisToCents } from '@celebra/shared/format';
import { PAYOUT_NOT_FOUND_MESSAGE, PAYOUT_NOT_PENDING_MESSAGE } from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payouts } from '../../db/schema/index';
import { HttpError } from '../../http/http-error';

/**
 * PUT /admin/payouts/{id}/conclude: records what was transferred and marks the payout PAID. The
 * row is locked first, so of two concurrent conclusions the second sees it PAID and gets the 409:
 * a payout is concluded once. The balance follows by itself: the database appends the ledger's
 * PAYOUT_CONCLUDED entry (requested − paid) with the update (db/schema/ledger-entries.ts).
 */
export async function concludePayout(db: Db, id: number, paidAmount: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [payout] = await tx
      .select({ status: payouts.status })
      .from(payouts)
      .where(eq(payouts.id, id))
      .for('update');
    if (!payout) throw new HttpError(404, PAYOUT_NOT_FOUND_MESSAGE);
    if (payout.status !== 'PENDING') throw new HttpError(409, PAYOUT_NOT_PENDING_MESSAGE);
    await tx
      .update(payouts)
      .set({ status: 'PAID', paidAmountCents: reaisToCents(paidAmount), concludedAt: new Date() })
      .where(eq(payouts.id, id));
  });
}
