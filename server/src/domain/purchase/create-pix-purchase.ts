import { GIFT_NOT_ON_LIST_MESSAGE, PUBLIC_EVENT_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgViolation } from '../../db/pg-errors';
import { purchaseItems, purchases } from '../../db/schema/index';
import { HttpError } from '../../http/http-error';
import { consentNow } from '../legal/consent-now';
import type { PurchaseLineInput } from './create-purchase';
import { refuseLostClaim } from './refuse-lost-claim';

export type NewPixPurchaseInput = {
  /** Reserved by findPurchaseBasis. */
  id: number;
  attemptId: string;
  eventId: number;
  guestName: string;
  guestEmail: string;
  /** The guest's note to the hosts; the attempt's first purchase keeps its own. */
  guestMessage: string | null;
  userAmountCents: number;
  totalPriceCents: number;
  percentage: number;
  feeCoveredByGuest: boolean;
  pixExpiresAt: Date;
  statusToken: string;
  items: PurchaseLineInput[];
};

/** What a Pix purchase holds of its payment, read again when its attempt is sent twice. */
export type PixPurchaseRow = {
  id: number;
  guestEmail: string;
  totalPriceCents: number;
  status: (typeof purchases.$inferSelect)['status'];
  providerPaymentId: string | null;
  pixCode: string | null;
  pixQrBase64: string | null;
  pixExpiresAt: Date | null;
  statusToken: string | null;
};

const pixColumns = {
  id: purchases.id,
  guestEmail: purchases.guestEmail,
  totalPriceCents: purchases.totalPriceCents,
  status: purchases.status,
  providerPaymentId: purchases.providerPaymentId,
  pixCode: purchases.pixCode,
  pixQrBase64: purchases.pixQrBase64,
  pixExpiresAt: purchases.pixExpiresAt,
  statusToken: purchases.statusToken,
};

/**
 * The PENDING Pix purchase and its lines, written before the provider is asked for the Pix (the
 * card's checkout is asked first): the row, unique on its attempt, is what makes a double submit
 * one purchase. When the attempt already has its purchase, that one is answered and nothing is
 * written. An event or gift removed since findPurchaseBasis read them is the refusal the guest
 * would have had a moment earlier, not a 500.
 *
 * Of two guests taking the last cota at once, the database's claim trigger lets one transaction
 * write its lines and fails the other's (refuseLostClaim: a 409 naming the gift), which then writes
 * nothing. The row comes before the provider's Pix precisely so: the loser never reaches the
 * provider, so there is no Pix to show, pay or cancel.
 */
export async function createPixPurchase(db: Db, input: NewPixPurchaseInput): Promise<PixPurchaseRow> {
  const { items, ...purchase } = input;
  try {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(purchases)
        .overridingSystemValue()
        .values({ ...purchase, paymentMethod: 'pix', ...consentNow() })
        .onConflictDoNothing({ target: purchases.attemptId })
        .returning(pixColumns);
      if (!row) return undefined;
      await tx.insert(purchaseItems).values(items.map((item) => ({ ...item, purchaseId: row.id })));
      return row;
    });
    if (created) return created;
  } catch (error) {
    const lost = await refuseLostClaim(db, input.eventId, error);
    if (lost) throw lost;
    const violation = pgViolation(error);
    if (violation?.kind !== 'foreign-key') throw error;
    if (violation.constraint === 'purchase_items_gift_id_gifts_id_fk')
      throw new HttpError(400, GIFT_NOT_ON_LIST_MESSAGE);
    throw new HttpError(404, PUBLIC_EVENT_NOT_FOUND_MESSAGE);
  }
  const [existing] = await db
    .select(pixColumns)
    .from(purchases)
    .where(eq(purchases.attemptId, input.attemptId))
    .limit(1);
  // Unreachable unless the row went in the instant between the two statements and out again.
  if (!existing) throw new Error(`purchase of attempt ${input.attemptId} vanished`);
  return existing;
}

/** What the provider answered for the purchase's Pix, kept to show it again. */
export async function savePixCharge(
  db: Db,
  purchaseId: number,
  charge: { providerPaymentId: string; code: string; qrBase64: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(purchases)
    .set({
      providerPaymentId: charge.providerPaymentId,
      pixCode: charge.code,
      pixQrBase64: charge.qrBase64,
      pixExpiresAt: charge.expiresAt,
    })
    .where(eq(purchases.id, purchaseId));
}
