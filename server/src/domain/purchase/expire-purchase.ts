import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';

/**
 * Cancels an abandoned checkout: a purchase still PENDING whose Pix expired or whose card checkout
 * was never paid. `isStillAbandoned` asks the provider once more while the purchase's row is
 * locked, the lock every payment transition takes (domain/payment/apply-transition.ts): a notification
 * of an approval arriving meanwhile waits for this transaction and then approves the purchase
 * (a cancelled row takes any payment that is further along), and an approval seen here leaves the
 * purchase as it is. Answers whether it was cancelled. Nothing moves in the ledger: a purchase
 * that was never approved was never credited.
 */
export function expirePurchase(
  db: Db,
  purchaseId: number,
  isStillAbandoned: () => Promise<boolean>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: purchases.status })
      .from(purchases)
      .where(eq(purchases.id, purchaseId))
      .for('update');
    if (row?.status !== 'PENDING') return false;
    if (!(await isStillAbandoned())) return false;
    await tx.update(purchases).set({ status: 'CANCELLED' }).where(eq(purchases.id, purchaseId));
    return true;
  });
}
