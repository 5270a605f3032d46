import { randomBytes } from 'node:crypto';
import type { TPurchasePaymentState } from '@celebra/shared/models';
import { formatReference } from '../payment/payment-reference';
import type { Services } from '../services';
import type { AttemptPurchaseRow } from './create-purchase';
import { toPurchasePaymentState } from './purchase-payment-state';
import { savePixCharge } from './save-pix-charge';
import type { PaymentStep } from './start-purchase';

type PixAnswer = { state: TPurchasePaymentState; statusToken: string };

/**
 * The Pix's step of startPurchase: the purchase paid by Pix on the event site. The row is written
 * with the Pix's expiry and the token that reads its status afterwards; then the provider is asked
 * for the Pix under a key derived from the purchase, and its copia-e-cola and expiry are kept on
 * the row (the site draws the QR code from the copia-e-cola; the provider's PNG of it is not
 * kept). The same attempt sent again (with the same cart: createPurchase), even while the first
 * is still waiting for the provider, lands on the same row and asks the provider with the same
 * key and the same request, which answers the same payment: one purchase, one charge. A provider
 * failure (a 502) leaves the row without its Pix, and the guest's retry of the attempt completes
 * it. Answers the purchase's state and its status token. The CPF (its digits) goes to the provider
 * and is not stored.
 */
export function payByPix(
  services: Pick<Services, 'config' | 'db' | 'payments'>,
  cpf: string,
): PaymentStep<PixAnswer> {
  const minutes = services.config.pixExpirationMinutes;
  // Whole seconds: the provider keeps its expiry to the second, and a retry must send it the
  // very same request.
  const expiresAt = new Date(Math.ceil((Date.now() + minutes * 60_000) / 1000) * 1000);
  return {
    method: 'pix',
    columns: { pixExpiresAt: expiresAt, statusToken: randomBytes(32).toString('base64url') },
    pay: (row, { event }) => askForPix(services, row, event.slug, cpf, expiresAt),
  };
}

async function askForPix(
  services: Pick<Services, 'db' | 'payments'>,
  row: AttemptPurchaseRow,
  slug: string,
  cpf: string,
  expiresAt: Date,
): Promise<PixAnswer> {
  const statusToken = row.statusToken ?? '';
  if (row.pixCode) return { state: toPurchasePaymentState(row), statusToken };

  const pix = await services.payments.createPixPayment({
    amountCents: row.totalPriceCents,
    description: `Presentes - ${slug}`,
    externalReference: formatReference({ kind: 'purchase', id: row.id }),
    payer: { email: row.guestEmail, cpf },
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
