import { centsToReais, finalPriceCents } from '@celebra/shared/format';
import { GIFT_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { TGift } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Gift, gifts } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';

/** A catalogue gift by id, or a 404. */
export async function findGift(db: Pick<Db, 'select'>, id: number) {
  const [gift] = await db.select().from(gifts).where(eq(gifts.id, id)).limit(1);
  if (!gift) throw new DomainError('not-found', GIFT_NOT_FOUND_MESSAGE);
  return gift;
}

/** A catalogue gift as the admin contract has it: reais, and the final price guests pay. */
export function toGiftResponse(gift: Gift, percentageGift: number): TGift {
  return {
    id: gift.id,
    name: gift.name,
    description: gift.description,
    price: centsToReais(gift.priceCents),
    pricePercentage: centsToReais(finalPriceCents(gift.priceCents, percentageGift)),
    eventCategoryId: gift.eventCategoryId,
    active: gift.active,
    imageUrl: gift.imageUrl,
    createdAt: gift.createdAt.toISOString(),
    updatedAt: gift.updatedAt.toISOString(),
  };
}
