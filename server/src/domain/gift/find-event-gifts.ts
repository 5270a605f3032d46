import { centsToReais, finalPriceCents } from '@celebra/shared/format';
import type { TEventGift, THostEventGift } from '@celebra/shared/models';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventGifts, gifts, purchaseItems, purchases } from '../../db/schema/index';
import { findPercentageGift } from '../settings/find-percentage-gift';
import { listLineValues } from './list-line-values';

/** A line as the lists read it: its values as guests see them, and how it is given. */
const effective = {
  id: gifts.id,
  ...listLineValues,
  kind: eventGifts.kind,
  quantity: eventGifts.quantity,
  claimed: eventGifts.claimed,
  hidden: eventGifts.hidden,
  custom: sql<boolean>`${gifts.ownerEventId} is not null`,
};

type ListRow = {
  id: number;
  name: string;
  description: string;
  priceCents: number;
  imageUrl: string | null;
  kind: TEventGift['kind'];
  quantity: number | null;
  claimed: number;
};

/** A line with nothing left: every unit or cota held by a purchase ('Presenteado'). */
const soldOut = sql`(${eventGifts.quantity} is not null and ${eventGifts.claimed} >= ${eventGifts.quantity})`;

/**
 * A line in the contract's shape: `price` what guests pay covering the platform's fee (price × (1
 * + percentageGift / 100)), `priceWithoutFee` the line's own price, in reais; per unit, per cota
 * or the free amount's minimum. `isAvailable` is always true: a line on a list can be bought. A
 * catalogue gift the back office deactivates only leaves the catalogue (no new list picks it);
 * the lists that hold it keep it, visible and for sale, as the couple arranged them.
 */
function toEventGift(row: ListRow, percentageGift: number): TEventGift {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    price: centsToReais(finalPriceCents(row.priceCents, percentageGift)),
    priceWithoutFee: centsToReais(row.priceCents),
    imageUrl: row.imageUrl,
    isAvailable: true,
    quantity: row.quantity,
    remaining: row.quantity === null ? null : Math.max(0, row.quantity - row.claimed),
  };
}

/**
 * The list guests see (the public document): its visible lines (deactivated catalogue gifts too), in the host's
 * order, those with nothing left moved to the end in that same order.
 */
export async function findEventGifts(db: Db, eventId: number): Promise<TEventGift[]> {
  const [rows, percentageGift] = await Promise.all([
    db
      .select(effective)
      .from(eventGifts)
      .innerJoin(gifts, eq(gifts.id, eventGifts.giftId))
      .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.hidden, false)))
      .orderBy(asc(soldOut), asc(eventGifts.position), asc(eventGifts.id)),
    findPercentageGift(db),
  ]);
  return rows.map((row) => toEventGift(row, percentageGift));
}

/**
 * The host's whole list (hidden gifts too), in their order, with what only the host
 * sees: `hidden`, `custom` (their own gift) and `given`: for a line with a quantity, the units or
 * cotas purchases hold (the triggers' `claimed`); for an unlimited item or a free amount, the units
 * or contributions of this event's pending and approved purchases, summed in one grouped query.
 */
export async function findHostEventGifts(db: Db, eventId: number): Promise<THostEventGift[]> {
  const [rows, givenRows, percentageGift] = await Promise.all([
    db
      .select(effective)
      .from(eventGifts)
      .innerJoin(gifts, eq(gifts.id, eventGifts.giftId))
      .where(eq(eventGifts.eventId, eventId))
      .orderBy(asc(eventGifts.position), asc(eventGifts.id)),
    db
      .select({ giftId: purchaseItems.giftId, n: sql<number>`sum(${purchaseItems.quantity})::int` })
      .from(purchaseItems)
      .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
      .where(
        and(
          eq(purchases.eventId, eventId),
          inArray(purchases.status, ['PENDING', 'APPROVED']),
          isNotNull(purchaseItems.giftId),
        ),
      )
      .groupBy(purchaseItems.giftId),
    findPercentageGift(db),
  ]);
  const givenByGift = new Map(givenRows.map((row) => [row.giftId, row.n]));
  return rows.map((row) => ({
    ...toEventGift(row, percentageGift),
    hidden: row.hidden,
    custom: row.custom,
    given: row.quantity === null ? (givenByGift.get(row.id) ?? 0) : row.claimed,
  }));
}
