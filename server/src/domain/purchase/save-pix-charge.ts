import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';

/** What the provider answered for the purchase's Pix, kept to show it again. */
export async function savePixCharge(
  db: Db,
  purchaseId: number,
  charge: { providerPaymentId: string; code: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(purchases)
    .set({
      providerPaymentId: charge.providerPaymentId,
      pixCode: charge.code,
      pixExpiresAt: charge.expiresAt,
    })
    .where(eq(purchases.id, purchaseId));
}
