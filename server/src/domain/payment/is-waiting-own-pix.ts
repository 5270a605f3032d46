import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';

/**
 * Whether `providerPaymentId` is a Pix this platform asked the provider for, whose answer is kept
 * and which is still waiting to be paid. The provider's notice of its creation ('payment.created')
 * then says nothing the row does not hold: reading the payment back would cost a call to the
 * provider and a transaction for each Pix a guest opens. Its payment, expiry or refund comes as
 * 'payment.updated' (read back as every other notice), and the reconciliation's sweep asks the
 * provider about every purchase still pending, so a notice lost on the way changes nothing.
 * A creation notice that arrives before the answer is kept (the id is not on the row yet) is read
 * back as before.
 */
export async function isWaitingOwnPix(db: Db, providerPaymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.providerPaymentId, providerPaymentId),
        eq(purchases.paymentMethod, 'pix'),
        eq(purchases.status, 'PENDING'),
        isNotNull(purchases.pixCode),
      ),
    )
    .limit(1);
  return row !== undefined;
}
