import type {
  CreatedPreference,
  CreatePixPaymentInput,
  CreatePreferenceInput,
  MercadoPagoClient,
  ProviderPayment,
  RefundInput,
} from './mercadopago';
import type { PayerCost, PixPayment, ProviderChargeback, ProviderRefund } from './provider-schemas';

/**
 * The payment provider as the domain calls it (`services.payments`, built by plugins/payments.ts
 * over the Mercado Pago adapter, with the webhook's URL and secret filled in).
 */
export type Payments = {
  /** A Checkout Pro preference whose init_point is the paymentLink; notifications come back to the webhook. */
  createPreference: (input: Omit<CreatePreferenceInput, 'notificationUrl'>) => Promise<CreatedPreference>;
  /**
   * A Pix paid on our own page (its QR code and copia-e-cola); the same idempotency key again
   * answers the same payment. Notifications come back to the webhook.
   */
  createPixPayment: (input: Omit<CreatePixPaymentInput, 'notificationUrl'>) => Promise<PixPayment>;
  /** A card's installments for an amount, at the provider's rates (payment-provider/mercadopago.ts). */
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
