import type { TGiftDeliveryPreference } from '@celebra/shared/models';
import type { Db } from '../../src/db/client';
import { eventDetails, eventGifts, gifts, purchaseItems, purchases } from '../../src/db/schema/index';
import { createTestUser } from './accounts';

/**
 * A couple who chose `preference`, their party on `eventDate`, and `approved` gifts of R$ 150,00
 * (the guest paying R$ 165,00 at 10 %), written APPROVED with their line: the database's triggers
 * make each a delivery line (and its reservation) as an approval by the provider would.
 */
export async function seedDeliveryCouple(
  db: Db,
  {
    preference,
    eventDate,
    approved,
  }: { preference: TGiftDeliveryPreference; eventDate: string; approved: number },
) {
  const host = await createTestUser(db, { event: { giftDeliveryPreference: preference } });
  const eventId = host.event?.id ?? 0;
  await db.insert(eventDetails).values({ eventId, eventDate });
  const [gift] = await db.insert(gifts).values({ name: 'Jogo de panelas', priceCents: 15_000 }).returning();
  if (!gift) throw new Error('gift not created');
  await db.insert(eventGifts).values({ eventId, giftId: gift.id, kind: 'item' });
  for (let i = 0; i < approved; i++) {
    const [purchase] = await db
      .insert(purchases)
      .values({
        eventId,
        guestName: 'Davi Lima',
        guestEmail: 'davi@example.com',
        userAmountCents: 15_000,
        totalPriceCents: 16_500,
        percentage: 10,
        status: 'APPROVED',
      })
      .returning();
    if (!purchase) throw new Error('purchase not created');
    await db.insert(purchaseItems).values({
      purchaseId: purchase.id,
      giftId: gift.id,
      giftName: 'Jogo de panelas',
      unitPriceCents: 15_000,
      quantity: 1,
    });
  }
  return { host, eventId };
}
