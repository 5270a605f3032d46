import { normalizeEmail } from '../../auth/verify-login';
import type { Services } from '../services';
import { type AttemptPurchaseRow, createPurchase } from './create-purchase';
import type { PricedCart } from './price-cart';

/** A guest's priced cart about to be paid, whatever the way: what the purchase's row is made of. */
export type PurchaseStart = {
  /** Reserved by findPurchaseBasis; unused when the attempt already has its purchase. */
  purchaseId: number;
  attemptId: string;
  event: { id: number; slug: string };
  percentageGift: number;
  cart: PricedCart;
  /** `message`: the guest's note to the hosts, null when none. */
  guest: { name: string; email: string; message: string | null };
  /** The address the request came from (its unpaid checkouts' units are capped together). */
  client: string;
};

/**
 * What one way of paying adds to the common path: its name on the row, the row's columns only it
 * writes (a Pix's expiry and status token), and `pay`, which asks the provider for the purchase
 * written (or answers what the attempt's row already has) and gives the route its answer.
 */
export type PaymentStep<Answer> = {
  method: 'card' | 'pix';
  columns?: { pixExpiresAt: Date; statusToken: string };
  pay: (row: AttemptPurchaseRow, start: PurchaseStart) => Promise<Answer>;
};

/**
 * A guest's purchase, by card (pay-by-card.ts) or by Pix (pay-by-pix.ts), on one path: the
 * purchase is written first (PENDING, unique on the browser's attempt, its units and cotas claimed
 * by the database in the same statement: createPurchase), and only then is the way of paying's
 * step called with the row. So a double submit is one purchase and one payment, and a guest who
 * lost the last cota gets the claim's 409 without the provider ever being asked.
 */
export async function startPurchase<Answer>(
  services: Pick<Services, 'db'>,
  start: PurchaseStart,
  step: PaymentStep<Answer>,
): Promise<Answer> {
  const { purchaseId, attemptId, event, percentageGift, cart, guest, client } = start;
  const row = await createPurchase(services.db, {
    id: purchaseId,
    attemptId,
    paymentMethod: step.method,
    client,
    eventId: event.id,
    guestName: guest.name,
    guestEmail: normalizeEmail(guest.email),
    guestMessage: guest.message,
    userAmountCents: cart.userAmountCents,
    totalPriceCents: cart.totalPriceCents,
    percentage: percentageGift,
    feeCoveredByGuest: cart.feeCoveredByGuest,
    ...step.columns,
    items: cart.lines.map(({ giftId, giftName, unitPriceCents, quantity, claimsUnits }) => ({
      giftId,
      giftName,
      unitPriceCents,
      quantity,
      claimsUnits,
    })),
  });
  return step.pay(row, start);
}
