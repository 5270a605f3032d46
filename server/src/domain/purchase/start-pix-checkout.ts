import { randomBytes } from 'node:crypto';
import type { TPurchasePaymentState } from '@celebra/shared/models';
import { normalizeEmail } from '../../auth/verify-login';
import { formatReference } from '../../payments/payment-reference';
import type { Services } from '../services';
import { createPurchase } from './create-purchase';
import type { PricedCart } from './price-cart';
import { toPurchasePaymentState } from './purchase-payment-state';
import { savePixCharge } from './save-pix-charge';

type PixCheckout = {
  /** Reserved by findPurchaseBasis; unused when the attempt already has its purchase. */
  purchaseId: number;
  attemptId: string;
  event: { id: number; slug: string };
  percentageGift: number;
  cart: PricedCart;
  /** The CPF (its digits) goes to the provider and is not stored. */
  guest: { name: string; email: string; cpf: string; message: string | null };
  /** The address the request came from (its unpaid checkouts' units are capped together). */
  client: string;
};

/**
 * A priced cart paid by Pix on the event site: the purchase is written first (PENDING, unique on
 * the browser's attempt), then the provider is asked for the Pix under a key derived from the
 * purchase, and its copia-e-cola and expiry are kept on the row (the site draws the QR code from
 * the copia-e-cola; the provider's PNG of it is not kept). The same attempt sent
 * again (with the same cart: createPurchase), even while the first is still waiting for the
 * provider, lands on the same row and asks
 * the provider with the same key and the same request, which answers the same payment: one
 * purchase, one charge. A provider failure (a 502) leaves the row without its Pix, and the
 * guest's retry of the attempt completes it. Answers the purchase's state and its status token.
 */
export async function startPixCheckout(
  services: Pick<Services, 'config' | 'db' | 'payments'>,
  { purchaseId, attemptId, event, percentageGift, cart, guest, client }: PixCheckout,
): Promise<{ state: TPurchasePaymentState; statusToken: string }> {
  const minutes = services.config.pixExpirationMinutes;
  // Whole seconds: the provider keeps its expiry to the second, and a retry must send it the
  // very same request.
  const expiresAt = new Date(Math.ceil((Date.now() + minutes * 60_000) / 1000) * 1000);
  const row = await createPurchase(services.db, {
    id: purchaseId,
    attemptId,
    paymentMethod: 'pix',
    client,
    eventId: event.id,
    guestName: guest.name,
    guestEmail: normalizeEmail(guest.email),
    guestMessage: guest.message,
    userAmountCents: cart.userAmountCents,
    totalPriceCents: cart.totalPriceCents,
    percentage: percentageGift,
    feeCoveredByGuest: cart.feeCoveredByGuest,
    pixExpiresAt: expiresAt,
    statusToken: randomBytes(32).toString('base64url'),
    items: cart.lines.map(({ giftId, giftName, unitPriceCents, quantity, claimsUnits }) => ({
      giftId,
      giftName,
      unitPriceCents,
      quantity,
      claimsUnits,
    })),
  });
  const statusToken = row.statusToken ?? '';
  if (row.pixCode) return { state: toPurchasePaymentState(row), statusToken };

  const pix = await services.payments.createPixPayment({
    amountCents: row.totalPriceCents,
    description: `Presentes - ${event.slug}`,
    externalReference: formatReference({ kind: 'purchase', id: row.id }),
    payer: { email: row.guestEmail, cpf: guest.cpf },
    expiresAt: row.pixExpiresAt ?? expiresAt,
    idempotencyKey: `celebra-purchase-${row.id}-pix`,
  });
  const charge = {
    providerPaymentId: pix.id,
    code: pix.qrCode,
    expiresAt: pix.expiresAt,
  };
  await savePixCharge(services.db, row.id, charge);
  const saved = {
    ...row,
    pixCode: charge.code,
    pixExpiresAt: charge.expiresAt,
  };
  return { state: toPurchasePaymentState(saved), statusToken };
}
