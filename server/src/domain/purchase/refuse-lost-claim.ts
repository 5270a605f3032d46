import { notEnoughLeftMessage } from '@celebra/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgViolation } from '../../db/pg-errors';
import { eventGifts, gifts } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { listLineValues } from '../gift/list-line-values';

/** Raised by the database's claim trigger on purchase_items, the refused gift's id as its DETAIL. */
const CLAIM_CONSTRAINT = 'event_gifts_claimed_within_quantity';

/**
 * The answer to a purchase whose lines the database refused because another purchase took the
 * units or cotas first (priceCart saw them free a moment before): the same 409 as priceCart's,
 * naming the gift and what is left now that the other purchase holds its share. Nothing was
 * written: the trigger fails the statement that inserts the lines. Undefined for any other error.
 * Only this losing path costs the extra read.
 */
export async function refuseLostClaim(
  db: Db,
  eventId: number,
  error: unknown,
): Promise<DomainError | undefined> {
  const violation = pgViolation(error);
  if (violation?.kind !== 'check' || violation.constraint !== CLAIM_CONSTRAINT) return undefined;
  const giftId = Number(violation.detail);
  if (!Number.isSafeInteger(giftId)) return undefined;
  const [line] = await db
    .select({
      name: listLineValues.name,
      kind: eventGifts.kind,
      quantity: eventGifts.quantity,
      claimed: eventGifts.claimed,
    })
    .from(eventGifts)
    .innerJoin(gifts, eq(gifts.id, eventGifts.giftId))
    .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, giftId)))
    .limit(1);
  if (!line) return undefined;
  const remaining = Math.max(0, (line.quantity ?? 0) - line.claimed);
  return new DomainError('conflict', notEnoughLeftMessage(line.name, line.kind, remaining));
}
