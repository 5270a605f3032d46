import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { purchaseItems, purchases } from '../../../db/schema/index';

export type NewPurchaseInput = {
  eventId: number;
  guestName: string;
  guestEmail: string;
  userAmountCents: number;
  totalPriceCents: number;
  percentage: number;
  items: { giftId: number; giftName: string; unitPriceCents: number; quantity: number }[];
};

/** A PENDING purchase and its lines, in one transaction; answers its id. */
export async function createPurchase(db: Db, input: NewPurchaseInput): Promise<number> {
  const { items, ...purchase } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(purchases).values(purchase).returning({ id: purchases.id });
    if (!row) throw new Error('purchase not inserted');
    await tx.insert(purchaseItems).values(items.map((item) => ({ ...item, purchaseId: row.id })));
    return row.id;
  });
}

/** The checkout the purchase is paid through. */
export async function setPurchaseCheckout(
  db: Db,
  purchaseId: number,
  checkout: { providerPreferenceId: string; paymentLink: string },
): Promise<void> {
  await db.update(purchases).set(checkout).where(eq(purchases.id, purchaseId));
}

/** A purchase whose checkout could not be created never existed for anyone: it goes (with its lines). */
export async function deletePurchase(db: Db, purchaseId: number): Promise<void> {
  await db.delete(purchases).where(eq(purchases.id, purchaseId));
}
