import { PURCHASE_ATTEMPT_OTHER_CART_MESSAGE } from '@celebra/shared/messages';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchaseItems, purchases } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import {
  type AttemptPurchaseInput,
  type AttemptPurchaseRow,
  attemptPurchaseColumns,
} from './insert-attempt-purchase';

type Line = { giftId: number | null; quantity: number; unitPriceCents: number };

const sameLines = (a: readonly Line[], b: readonly Line[]) => {
  const key = (lines: readonly Line[]) =>
    lines
      .map((line) => `${line.giftId}:${line.quantity}:${line.unitPriceCents}`)
      .sort()
      .join(',');
  return key(a) === key(b);
};

/**
 * The purchase an attempt already has, when it is sent again: answered only to the same try of
 * the same cart. An attempt id is the browser's, so anyone may send one already used (the nil
 * UUID, one read off another guest's request): one naming another event, the other way of paying,
 * other gifts, quantities or amounts, or another total (the fee covered or not) is refused (409),
 * and that purchase's checkout, its link or its Pix, is never shown to it.
 */
export async function findAttemptPurchase(db: Db, input: AttemptPurchaseInput): Promise<AttemptPurchaseRow> {
  const [existing] = await db
    .select({
      ...attemptPurchaseColumns,
      lines: sql<Line[]>`(select coalesce(json_agg(json_build_object('giftId', i.gift_id,
        'quantity', i.quantity, 'unitPriceCents', i.unit_price_cents)), '[]'::json)
        from ${purchaseItems} i where i.purchase_id = "purchases"."id")`,
    })
    .from(purchases)
    .where(eq(purchases.attemptId, input.attemptId))
    .limit(1);
  // Unreachable unless the row went in the instant between the two statements and out again.
  if (!existing) throw new Error('the purchase of an attempt vanished');
  const { lines, ...row } = existing;
  const same =
    row.eventId === input.eventId &&
    row.paymentMethod === input.paymentMethod &&
    row.totalPriceCents === input.totalPriceCents &&
    sameLines(lines, input.items);
  if (!same) throw new DomainError('conflict', PURCHASE_ATTEMPT_OTHER_CART_MESSAGE);
  return row;
}
