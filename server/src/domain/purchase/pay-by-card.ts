import {
  PURCHASE_ATTEMPT_EXPIRED_MESSAGE,
  PURCHASE_CHECKOUT_PREPARING_MESSAGE,
} from '@celebra/shared/messages';
import { DomainError } from '../errors/domain-error';
import { formatReference } from '../payment/payment-reference';
import type { Services } from '../services';
import { claimCardCheckout, releaseCardCheckout, saveCardCheckout } from './claim-card-checkout';
import type { AttemptPurchaseRow } from './create-purchase';
import type { InstallmentInterest } from './find-purchase-basis';
import { checkoutItemsOf } from './price-cart';
import type { PaymentStep, PurchaseStart } from './start-purchase';

/** The platform's settings for a card's installments, at this moment. */
type Installments = { max: number; interest: InstallmentInterest };

// How long a request of an attempt waits for the link another request of it is getting from the
// provider (whose client gives up after 10 s), and how often it looks.
const WAIT_FOR_LINK_MS = 12_000;
const LOOK_EVERY_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The card's step of startPurchase: the purchase paid at the provider's card checkout (Checkout
 * Pro). Once the purchase is written (PENDING, unique on the browser's attempt, holding its units
 * and cotas), one request of the attempt asks the provider for the checkout, which can be paid
 * only until the hold ends (CARD_CHECKOUT_EXPIRATION_MINUTES after the purchase), and keeps its
 * link on the row. The same attempt sent again (five fast clicks, a retry after a timeout) lands
 * on the same row and answers the same link, waiting for it while the first request is still at
 * the provider: one purchase, one checkout. A provider failure (a 502) leaves the row without its
 * link, and the guest's retry of the attempt completes it. Answers the checkout's link.
 */
export function payByCard(
  services: Pick<Services, 'config' | 'db' | 'payments'>,
  installments: Installments,
): PaymentStep<string> {
  return {
    method: 'card',
    // A plain function, not an async one: the request that wrote the row (nearly every request)
    // goes to the provider without a promise of its own in between.
    pay: (row, start) => {
      if (row.paymentLink) return Promise.resolve(row.paymentLink);
      // The request that wrote the row holds its claim already.
      if (row.id === start.purchaseId) return askForCheckout(services, row, start, installments);
      return waitForCheckout(services, row, start, installments);
    },
  };
}

/** Another request of the attempt is at the provider: its link, or its claim once let go or stale. */
async function waitForCheckout(
  services: Pick<Services, 'config' | 'db' | 'payments'>,
  row: AttemptPurchaseRow,
  start: PurchaseStart,
  installments: Installments,
): Promise<string> {
  const deadline = Date.now() + WAIT_FOR_LINK_MS;
  for (;;) {
    const claim = await claimCardCheckout(services.db, row.id);
    if (claim.paymentLink) return claim.paymentLink;
    if (claim.status !== 'PENDING') throw new DomainError('conflict', PURCHASE_ATTEMPT_EXPIRED_MESSAGE);
    if (claim.claimed) return askForCheckout(services, row, start, installments);
    if (Date.now() >= deadline) throw new DomainError('busy', PURCHASE_CHECKOUT_PREPARING_MESSAGE);
    await sleep(LOOK_EVERY_MS);
  }
}

/** The provider's checkout for the purchase, its link kept on the row; the claim let go on a failure. */
async function askForCheckout(
  services: Pick<Services, 'config' | 'db' | 'payments'>,
  row: AttemptPurchaseRow,
  { event, cart, guest }: PurchaseStart,
  installments: Installments,
): Promise<string> {
  // The checkout can be paid while the purchase holds its units: from its writing, not from this
  // request, which may be a retry minutes later.
  const expiresAt = new Date(
    row.createdAt.getTime() + services.config.cardCheckoutExpirationMinutes * 60_000,
  );
  if (expiresAt.getTime() <= Date.now()) throw new DomainError('conflict', PURCHASE_ATTEMPT_EXPIRED_MESSAGE);
  const site = services.config.appUrls.site;
  // Every outcome lands on the site's return page, which reads the status the provider appends:
  // approved thanks the guest, pending (a card under review) promises the e-mail, refused or given
  // up ('null') says so and keeps the cart. The event's top page would say nothing of it.
  const returnUrl = `${site}/page/checkout-success?event=${encodeURIComponent(event.slug)}`;
  try {
    const created = await services.payments.createPreference({
      items: checkoutItemsOf(cart),
      payer: { name: guest.name, email: guest.email },
      externalReference: formatReference({ kind: 'purchase', id: row.id }),
      backUrls: { success: returnUrl, pending: returnUrl, failure: returnUrl },
      installments: {
        max: installments.max,
        // Saving PLATFORM is refused while no pricing is configured; should the variable go away
        // later, the checkout falls back to the provider's rates rather than failing the purchase.
        interestFreePricingId:
          installments.interest === 'PLATFORM' ? services.config.mercadoPago.interestFreePricingId : null,
      },
      expiresAt,
    });
    await saveCardCheckout(services.db, row.id, { preferenceId: created.id, paymentLink: created.initPoint });
    return created.initPoint;
  } catch (error) {
    await releaseCardCheckout(services.db, row.id);
    throw error;
  }
}
