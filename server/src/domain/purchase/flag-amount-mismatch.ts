import { reaisToCents } from '@celebra/shared/format';
import { and, eq, sql } from 'drizzle-orm';
import { purchases } from '../../db/schema/index';
import { recordAudit, SYSTEM_ACTOR } from '../audit/record-audit';
import type { Services } from '../services';

/**
 * Compares an approved payment's amount (the provider's transaction_amount, in reais) with what
 * the purchase asks the guest to pay (totalPriceCents, in centavos). Undefined when they agree or
 * the purchase does not exist: the approval goes on. When they differ the approval must not be
 * applied (a checkout tampered with, or a payment that is not this purchase's): the purchase keeps
 * its status, the provider's amount is recorded on it (providerAmountMismatchCents) and in the
 * audit log for the back office, and a warning is logged, with ids and amounts only. Recorded once
 * per amount, however many times the provider repeats it.
 */
export async function flagAmountMismatch(
  services: Pick<Services, 'db' | 'log'>,
  purchaseId: number,
  paymentId: string,
  transactionAmount: number,
): Promise<{ found: true } | undefined> {
  const providerAmountCents = reaisToCents(transactionAmount);
  const [purchase] = await services.db
    .select({ totalPriceCents: purchases.totalPriceCents })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!purchase || purchase.totalPriceCents === providerAmountCents) return undefined;
  const { totalPriceCents } = purchase;

  const flaggedNow = await services.db.transaction(async (tx) => {
    const flagged = await tx
      .update(purchases)
      .set({ providerAmountMismatchCents: providerAmountCents })
      .where(
        and(
          eq(purchases.id, purchaseId),
          sql`${purchases.providerAmountMismatchCents} is distinct from ${providerAmountCents}`,
        ),
      )
      .returning({ id: purchases.id });
    if (flagged.length === 0) return false;
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      action: 'purchase.payment-amount-mismatch',
      entityType: 'purchase',
      entityId: purchaseId,
      after: { paymentId, providerAmountCents, totalPriceCents },
    });
    return true;
  });
  if (flaggedNow) {
    services.log.warn(
      { purchaseId, paymentId, providerAmountCents, totalPriceCents },
      'approved payment refused: its amount is not the purchase total',
    );
  }
  return { found: true };
}
