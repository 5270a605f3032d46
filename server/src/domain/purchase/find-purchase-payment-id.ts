import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';

/** The purchase's provider payment id; undefined when there is no such purchase. */
export async function findPurchasePaymentId(db: Db, purchaseId: number) {
  const [row] = await db
    .select({ providerPaymentId: purchases.providerPaymentId })
    .from(purchases)
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  return row;
}
