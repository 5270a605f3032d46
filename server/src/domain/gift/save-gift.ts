import { parsePriceInput } from '@celebra/shared/format';
import { CATEGORY_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgViolation } from '../../db/pg-errors';
import { eventCategories, type Gift, gifts } from '../../db/schema/index';
import type { UploadFields } from '../../media/read-upload';
import { DomainError } from '../errors/domain-error';

export type GiftValues = {
  name: string;
  description: string;
  priceCents: number;
  eventCategoryId: number;
  active?: boolean | undefined;
  imageUrl?: string;
};

/**
 * The gift form's price as the contract reads it: the admin app sends a plain number ('99.9'),
 * but a price typed the Brazilian way ('1.234,56') is read too. Anything unreadable is left for
 * the contract's validation to answer.
 */
export function normalizePriceField(fields: UploadFields): UploadFields {
  const price = fields.price;
  if (price === undefined) return fields;
  const reais = parsePriceInput(price);
  return reais === null ? fields : { ...fields, price: String(reais) };
}

/** A 404 when the chosen category does not exist (checked first, so the image is not stored). */
export async function assertCategoryExists(db: Db, eventCategoryId: number): Promise<void> {
  const [category] = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(eq(eventCategories.id, eventCategoryId))
    .limit(1);
  if (!category) throw new DomainError('not-found', CATEGORY_NOT_FOUND_MESSAGE);
}

/** Inserts a gift; a category removed meanwhile is the same 404. */
export async function insertGift(db: Db, values: GiftValues): Promise<Gift> {
  try {
    const [gift] = await db
      .insert(gifts)
      .values({ ...values, active: values.active ?? true })
      .returning();
    if (!gift) throw new Error('gift not inserted');
    return gift;
  } catch (error) {
    if (pgViolation(error)?.kind === 'foreign-key')
      throw new DomainError('not-found', CATEGORY_NOT_FOUND_MESSAGE);
    throw error;
  }
}

/**
 * Updates a gift; undefined fields are left as they are. Also tells which image the update
 * replaced, read under the row's lock, so of two updates at once each removes exactly the image
 * its own write replaced. Undefined when the gift is gone.
 */
export async function updateGift(
  db: Db,
  id: number,
  values: GiftValues,
): Promise<{ gift: Gift; replacedImageUrl: string | null } | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ imageUrl: gifts.imageUrl })
        .from(gifts)
        .where(eq(gifts.id, id))
        .for('update');
      if (!current) return undefined;
      const [gift] = await tx.update(gifts).set(values).where(eq(gifts.id, id)).returning();
      return gift && { gift, replacedImageUrl: values.imageUrl === undefined ? null : current.imageUrl };
    });
  } catch (error) {
    if (pgViolation(error)?.kind === 'foreign-key')
      throw new DomainError('not-found', CATEGORY_NOT_FOUND_MESSAGE);
    throw error;
  }
}
