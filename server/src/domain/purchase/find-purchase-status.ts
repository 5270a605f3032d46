import { createHash, timingSafeEqual } from 'node:crypto';
import { PURCHASE_STATUS_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { TPurchasePaymentState } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { toPurchasePaymentState } from './purchase-payment-state';

// Both sides hashed first: equal lengths for timingSafeEqual, and the time taken says nothing of
// how much of the token was right.
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is the purchase's token, compared in constant time. */
function tokenMatches(stored: string | null, given: string): boolean {
  if (!stored) return false;
  return timingSafeEqual(digest(stored), digest(given));
}

/**
 * GET /guests/purchase/{id}/status: the purchase's status for the guest who made it, proved by
 * the token its creation handed out. An unknown purchase and a wrong token are the same 404, so
 * that the answer does not tell which ids exist; a purchase without a token (paid by card, made
 * before the site had Pix) cannot be read here.
 */
export async function findPurchaseStatus(
  db: Db,
  purchaseId: number,
  token: string,
): Promise<TPurchasePaymentState> {
  const [row] = await db
    .select({
      id: purchases.id,
      status: purchases.status,
      totalPriceCents: purchases.totalPriceCents,
      pixCode: purchases.pixCode,
      pixExpiresAt: purchases.pixExpiresAt,
      statusToken: purchases.statusToken,
    })
    .from(purchases)
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  if (!row || !tokenMatches(row.statusToken, token))
    throw new DomainError('not-found', PURCHASE_STATUS_NOT_FOUND_MESSAGE);
  return toPurchasePaymentState(row);
}
