import fp from 'fastify-plugin';
import {
  type CreatedPreference,
  type CreatePixPaymentInput,
  type CreatePreferenceInput,
  MercadoPagoClient,
  type ProviderPayment,
  type RefundInput,
} from '../payments/mercadopago';
import type { PayerCost, PixPayment, ProviderChargeback, ProviderRefund } from '../payments/provider-schemas';
import { verifySignature } from '../payments/verify-signature';

export type Payments = {
  /** A Checkout Pro preference whose init_point is the paymentLink; notifications come back to the webhook. */
  createPreference: (input: Omit<CreatePreferenceInput, 'notificationUrl'>) => Promise<CreatedPreference>;
  /**
   * A Pix paid on our own page (its QR code and copia-e-cola); the same idempotency key again
   * answers the same payment. Notifications come back to the webhook.
   */
  createPixPayment: (input: Omit<CreatePixPaymentInput, 'notificationUrl'>) => Promise<PixPayment>;
  /** A card's installments for an amount, at the provider's rates (payments/mercadopago.ts). */
  findInstallments: (amountCents: number, paymentMethodId: string) => Promise<PayerCost[]>;
  /** The provider's payment, or null when it does not know the id. */
  getPayment: (paymentId: string) => Promise<ProviderPayment | null>;
  /** The provider's payments by reference or window (summaries: read one by id for the rest). */
  searchPayments: MercadoPagoClient['searchPayments'];
  /** Refunds an approved payment in full, or `amountCents` of it; the same key again refunds once. */
  refundPayment: (paymentId: string, input: RefundInput) => Promise<ProviderRefund>;
  /** A charge-back (the card issuer's dispute) as the provider reports it, or null when it does not know the id. */
  findChargeback: (chargebackId: string) => Promise<ProviderChargeback | null>;
  /** Whether a notification's x-signature was made with our webhook secret. */
  verifyNotification: (input: { signature?: string; requestId?: string; dataId: string }) => boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/**
 * `app.payments`: Mercado Pago through its REST API at config.mercadoPago.apiUrl (the real API,
 * or the mock-server in demo mode and tests). Notifications are sent to
 * `<PUBLIC_URL>/api/payments/webhook`, the route in routes/payments.
 */
export default fp(
  async (app) => {
    const { mercadoPago, publicUrl } = app.config;
    const client = new MercadoPagoClient({
      apiUrl: mercadoPago.apiUrl,
      accessToken: mercadoPago.accessToken,
    });
    const notificationUrl = `${publicUrl}/api/payments/webhook`;
    app.decorate('payments', {
      createPreference: (input) => client.createPreference({ ...input, notificationUrl }),
      createPixPayment: (input) => client.createPixPayment({ ...input, notificationUrl }),
      findInstallments: (amountCents, paymentMethodId) =>
        client.findInstallments(amountCents, paymentMethodId),
      getPayment: (paymentId) => client.getPayment(paymentId),
      searchPayments: (input) => client.searchPayments(input),
      refundPayment: (paymentId, input) => client.refundPayment(paymentId, input),
      findChargeback: (chargebackId) => client.findChargeback(chargebackId),
      verifyNotification: ({ signature, requestId, dataId }) =>
        verifySignature({ signature, requestId, dataId, secret: mercadoPago.webhookSecret }),
    } satisfies Payments);
  },
  { name: 'payments' },
);
