import {
  COTA_PRICE_LOCKED_MESSAGE,
  EVENT_GIFT_NOT_FOUND_MESSAGE,
  GIFT_KIND_LOCKED_MESSAGE,
  quantityBelowGivenMessage,
} from '@celebra/shared/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventGifts, gifts, purchaseItems, purchases } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import type { LineValues } from './to-line-values';

/**
 * Changes a gift as it is on this list. A catalogue gift's changes are written on the list's line
 * (event_gifts), never on the catalogue row other lists share; a value equal to the catalogue's is
 * kept as null, so that field keeps following the catalogue. The host's own gift has its values on
 * its own gifts row (it belongs to this list alone), which is written instead; the line keeps how
 * it is given (kind, quantity) in both cases.
 *
 * What guests already gave holds the line in place, under its row's lock:
 * - the quantity (units or cotas) cannot go below what pending and approved purchases hold (409
 *   saying how many);
 * - how it is given (item, cotas, free) cannot change once anything was given: units bought whole
 *   are not cotas, and a contribution of a free amount is not a unit;
 * - a gift in cotas with cotas given keeps the price of a cota. A guest who gave 2 cotas of R$ 300
 *   gave R$ 600 of that gift, and the couple's progress ('5 de 20 cotas') only means something if
 *   every cota is worth the same: a new total must keep the cota's value (it can add or remove
 *   cotas not given yet, which changes the total by whole cotas).
 * A line that becomes limited counts what purchases already hold from their lines, under the
 * lock, as the triggers would have; one that becomes unlimited stops counting.
 *
 * `imageUrl`: a new photo, or undefined to keep it. Answers the image the change replaced when
 * this list owned it (never a catalogue image), for the caller to remove after the commit.
 */
export async function updateEventGift(
  db: Db,
  eventId: number,
  giftId: number,
  values: LineValues,
  imageUrl: string | undefined,
): Promise<{ replacedImageUrl: string | null }> {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({
        id: eventGifts.id,
        kind: eventGifts.kind,
        quantity: eventGifts.quantity,
        claimed: eventGifts.claimed,
        priceCents: sql<number>`coalesce(${eventGifts.priceCents}, ${gifts.priceCents})`,
        lineImageUrl: eventGifts.imageUrl,
        gift: {
          name: gifts.name,
          description: gifts.description,
          priceCents: gifts.priceCents,
          imageUrl: gifts.imageUrl,
          ownerEventId: gifts.ownerEventId,
        },
      })
      .from(eventGifts)
      .innerJoin(gifts, eq(gifts.id, eventGifts.giftId))
      .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, giftId)))
      .for('update', { of: eventGifts });
    if (!line) throw new DomainError('not-found', EVENT_GIFT_NOT_FOUND_MESSAGE);

    const given = line.quantity === null ? await countGiven(tx, eventId, giftId) : line.claimed;
    if (given > 0) {
      if (values.kind !== line.kind) throw new DomainError('conflict', GIFT_KIND_LOCKED_MESSAGE);
      if (values.kind === 'cotas' && values.priceCents !== line.priceCents) {
        throw new DomainError('conflict', COTA_PRICE_LOCKED_MESSAGE);
      }
      if (values.quantity !== null && values.quantity < given) {
        throw new DomainError('conflict', quantityBelowGivenMessage(given));
      }
    }
    const claimed = values.quantity === null ? 0 : given;
    const own = line.gift.ownerEventId === eventId;
    // The line's lock does not cover the gifts row the join read, and a transaction that waited
    // for the line sees that row as it was before the one it waited for wrote its photo: the photo
    // to replace is read again, under that row's own lock, so each update removes exactly the one
    // its write replaced and none is left behind.
    const replaceable = own && imageUrl !== undefined ? await lockOwnGiftImage(tx, giftId) : null;

    if (own) {
      await tx
        .update(gifts)
        .set({
          name: values.name,
          description: values.description,
          priceCents: values.priceCents,
          ...(imageUrl === undefined ? {} : { imageUrl }),
        })
        .where(eq(gifts.id, giftId));
    }
    const unlessCatalogue = <T>(value: T, catalogue: T) => (own || value === catalogue ? null : value);
    await tx
      .update(eventGifts)
      .set({
        kind: values.kind,
        quantity: values.quantity,
        claimed,
        name: unlessCatalogue(values.name, line.gift.name),
        description: unlessCatalogue(values.description, line.gift.description),
        // A cota's price or a free amount's minimum is the host's from then on: the catalogue's
        // later repricing must not change what a cota is worth.
        priceCents:
          values.kind === 'item'
            ? unlessCatalogue(values.priceCents, line.gift.priceCents)
            : own
              ? null
              : values.priceCents,
        ...(imageUrl === undefined || own ? {} : { imageUrl }),
      })
      .where(eq(eventGifts.id, line.id));

    if (imageUrl === undefined) return { replacedImageUrl: null };
    return { replacedImageUrl: own ? replaceable : line.lineImageUrl };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The own gift's photo as it is now, its row locked until the transaction ends. */
async function lockOwnGiftImage(tx: Tx, giftId: number): Promise<string | null> {
  const [row] = await tx
    .select({ imageUrl: gifts.imageUrl })
    .from(gifts)
    .where(eq(gifts.id, giftId))
    .for('update');
  return row?.imageUrl ?? null;
}

/** Units or contributions of this gift that the event's pending and approved purchases hold. */
async function countGiven(tx: Tx, eventId: number, giftId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${purchaseItems.quantity}), 0)::int` })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(
      and(
        eq(purchases.eventId, eventId),
        eq(purchaseItems.giftId, giftId),
        inArray(purchases.status, ['PENDING', 'APPROVED']),
      ),
    );
  return row?.n ?? 0;
}
