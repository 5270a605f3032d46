import type { Db } from '../../src/db/client';
import {
  eventCategories,
  eventTypes,
  gifts,
  type NewGift,
  type NewPayout,
  type NewPurchase,
  type NewPurchaseItem,
  payouts,
  purchaseItems,
  purchases,
} from '../../src/db/schema/index';

/** A catalogue gift (in a fresh type and category unless one is given). */
export async function insertGift(db: Db, fields: Partial<NewGift> = {}) {
  const [gift] = await db
    .insert(gifts)
    .values({ name: 'Jogo de panelas', priceCents: 10_000, ...fields })
    .returning();
  if (!gift) throw new Error('gift not inserted');
  return gift;
}

/** An event type with one category. */
export async function insertCategory(db: Db, names = { type: 'Casamento', category: 'Cozinha' }) {
  const [type] = await db.insert(eventTypes).values({ name: names.type }).returning();
  if (!type) throw new Error('type not inserted');
  const [category] = await db
    .insert(eventCategories)
    .values({ name: names.category, eventTypeId: type.id })
    .returning();
  if (!category) throw new Error('category not inserted');
  return { type, category };
}

type PurchaseSeed = Partial<Omit<NewPurchase, 'eventId'>> & {
  items?: Omit<NewPurchaseItem, 'purchaseId'>[];
};

/** A guest's purchase of an event with its lines; by default one approved gift of R$ 100,00 (+10%). */
export async function insertPurchase(db: Db, eventId: number, seed: PurchaseSeed = {}) {
  const { items = [{ giftName: 'Jogo de panelas', unitPriceCents: 10_000, quantity: 1 }], ...fields } = seed;
  const userAmountCents = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  const [purchase] = await db
    .insert(purchases)
    .values({
      eventId,
      guestName: 'Bruno Costa',
      guestEmail: 'bruno@teste.dev',
      userAmountCents,
      totalPriceCents: Math.round(userAmountCents * 1.1),
      percentage: 10,
      status: 'APPROVED',
      ...fields,
    })
    .returning();
  if (!purchase) throw new Error('purchase not inserted');
  const lines = items.length
    ? await db
        .insert(purchaseItems)
        .values(items.map((item) => ({ ...item, purchaseId: purchase.id })))
        .returning()
    : [];
  return { ...purchase, items: lines };
}

/** A payout of an event to its owner; PENDING unless said otherwise. */
export async function insertPayout(
  db: Db,
  fields: Omit<NewPayout, 'requestedAmountCents'> & { requestedAmountCents?: number },
) {
  const [payout] = await db
    .insert(payouts)
    .values({ requestedAmountCents: 5_000, ...fields })
    .returning();
  if (!payout) throw new Error('payout not inserted');
  return payout;
}
