import { centsToReais, finalPriceCents } from '@celebra/shared/format';
import type { TEventGift } from '@celebra/shared/models';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventGifts, gifts } from '../../db/schema/index';
import { findPercentageGift } from '../settings/find-percentage-gift';

/**
 * An event's gift list with the price guests pay covering the platform's fee (price × (1 +
 * percentageGift / 100), the platform's share added) and without it (the price), in reais. `isAvailable` is the catalogue gift's `active` flag: an
 * administrator can deactivate a gift that stays on the lists holding it, and it can no longer be
 * bought. The host sees the whole list; the public site asks for the available gifts only. Read
 * through the (event_id, gift_id) unique index, in the order the gifts were added.
 */
export async function findEventGifts(
  db: Db,
  eventId: number,
  { availableOnly = false }: { availableOnly?: boolean } = {},
): Promise<TEventGift[]> {
  const [rows, percentageGift] = await Promise.all([
    db
      .select({
        id: gifts.id,
        name: gifts.name,
        priceCents: gifts.priceCents,
        imageUrl: gifts.imageUrl,
        active: gifts.active,
      })
      .from(eventGifts)
      .innerJoin(gifts, eq(gifts.id, eventGifts.giftId))
      .where(and(eq(eventGifts.eventId, eventId), availableOnly ? eq(gifts.active, true) : undefined))
      .orderBy(asc(eventGifts.id)),
    findPercentageGift(db),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: centsToReais(finalPriceCents(row.priceCents, percentageGift)),
    priceWithoutFee: centsToReais(row.priceCents),
    imageUrl: row.imageUrl,
    isAvailable: row.active,
  }));
}
