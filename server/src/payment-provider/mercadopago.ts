import { centsToReais } from '@celebra/shared/format';
import { PROVIDER_UNAVAILABLE_MESSAGE } from '@celebra/shared/messages';
import { ZPaymentInfo } from '@celebra/shared/models';
import { z } from 'zod';
import { DomainError } from '../domain/errors/domain-error';
import { hidePayerDocument, redactDocuments } from './hide-payer-document';
import {
  type PayerCost,
  type PaymentSearchPage,
  type PixPayment,
  type ProviderChargeback,
  type ProviderRefund,
  ZChargebackAnswer,
  ZInstallmentsAnswer,
  ZPaymentSearchAnswer,
  ZPixPaymentAnswer,
  ZRefundAnswer,
} from './provider-schemas';
import { requestText, type TextAnswer } from './request-text';

/** A line of a checkout: prices in centavos as the database keeps them. */
export type CheckoutItem = { id: string; title: string; quantity: number; unitPriceCents: number };

export type CreatePreferenceInput = {
  items: CheckoutItem[];
  payer?: { name?: string; email?: string };
  /** What the payment pays for: 'purchase:<id>', 'pre-user:<id>' or 'service:<id>'. */
  externalReference: string;
  notificationUrl: string;
  backUrls: { success: string; failure: string; pending: string };
  /**
   * A card's installments: at most `max` (the checkout starts at 1); with
   * `interestFreePricingId`, the platform's interest-free pricing (Mercado Pago's differential
   * pricing), the guest paying the same total in any of them. Absent: the provider's defaults.
   */
  installments?: { max: number; interestFreePricingId: number | null };
  /** Until when the checkout can be paid (its link stops working then); no end when absent. */
  expiresAt?: Date;
};

export type CreatedPreference = { id: string; initPoint: string };

export type CreatePixPaymentInput = {
  amountCents: number;
  description: string;
  /** What the payment pays for: 'purchase:<id>', 'pre-user:<id>' or 'service:<id>'. */
  externalReference: string;
  /** The payer's CPF (digits, punctuation tolerated) goes to the provider and nowhere else. */
  payer: { email: string; cpf: string };
  /** Until when the Pix can be paid; the provider's default (30 minutes) when absent. */
  expiresAt?: Date;
  /** The same key again (a retry after a timeout) gets the same payment, never a second one. */
  idempotencyKey: string;
  notificationUrl: string;
};

export type RefundInput = {
  /** Part of the payment; all that is left of it when absent. */
  amountCents?: number;
  idempotencyKey: string;
};

export type SearchPaymentsInput = {
  externalReference?: string;
  /** The provider's status: 'approved', 'pending', 'refunded'... */
  status?: string;
  /**
   * Which date the window (and the order, oldest first) is on: the payments' creation (the
   * default), or their last change, which finds every payment that changed since a moment.
   */
  range?: 'date_created' | 'date_last_updated';
  beginDate: Date;
  endDate: Date;
  offset: number;
  /** 1 to 1000 (the provider's bounds). */
  limit: number;
};

/** The payment object as the provider answers it; `external_reference` ties it to what it pays. */
export const ZProviderPayment = ZPaymentInfo.extend({ external_reference: z.string().nullish() });
export type ProviderPayment = z.infer<typeof ZProviderPayment>;

export type MercadoPagoOptions = {
  /** REST API base URL: https://api.mercadopago.com, or the mock-server's. Null: not configured. */
  apiUrl: string | null;
  accessToken: string;
  timeoutMs?: number;
};

/** The provider failed or timed out ('provider-failed', a 502): its message the client may see. */
export class PaymentProviderError extends DomainError {
  override name = 'PaymentProviderError';

  constructor(
    readonly detail: string,
    message = PROVIDER_UNAVAILABLE_MESSAGE,
  ) {
    super('provider-failed', message);
  }
}

const ZCreatedPreference = z.object({ id: z.string(), init_point: z.string() });

/**
 * The one adapter over Mercado Pago's REST API: Checkout Pro preferences, payments by id, Pix
 * payments, refunds, payment search and chargebacks. The same code talks to the real API and to
 * the mock-server; only the base URL differs. Every call has a timeout: a provider that hangs must not hang the request that waits.
 */
export class MercadoPagoClient {
  private readonly timeoutMs: number;

  constructor(private readonly options: MercadoPagoOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** POST /checkout/preferences: its init_point is the paymentLink the browser is sent to. */
  async createPreference(input: CreatePreferenceInput): Promise<CreatedPreference> {
    const body = {
      items: input.items.map((item) => ({
        id: item.id,
        title: item.title,
        quantity: item.quantity,
        currency_id: 'BRL',
        unit_price: centsToReais(item.unitPriceCents),
      })),
      payer: input.payer,
      back_urls: input.backUrls,
      auto_return: 'approved',
      notification_url: input.notificationUrl,
      external_reference: input.externalReference,
      statement_descriptor: 'CELEBRA',
      ...(input.expiresAt
        ? {
            expires: true,
            expiration_date_from: new Date().toISOString(),
            expiration_date_to: input.expiresAt.toISOString(),
          }
        : {}),
      ...(input.installments
        ? {
            payment_methods: { installments: input.installments.max, default_installments: 1 },
            ...(input.installments.interestFreePricingId === null
              ? {}
              : { differential_pricing: { id: input.installments.interestFreePricingId } }),
          }
        : {}),
    };
    const answer = await this.request('POST', '/checkout/preferences', body);
    const parsed = ZCreatedPreference.safeParse(answer.json);
    if (!answer.ok || !parsed.success) {
      throw new PaymentProviderError(`create preference: HTTP ${answer.status} ${answer.text.slice(0, 500)}`);
    }
    return { id: parsed.data.id, initPoint: parsed.data.init_point };
  }

  /**
   * GET /v1/payments/{id}; null when the provider does not know it (404). The payer's document
   * comes back masked.
   */
  async getPayment(paymentId: string): Promise<ProviderPayment | null> {
    const answer = await this.request('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
    if (answer.status === 404) return null;
    const parsed = ZProviderPayment.safeParse(answer.json);
    if (!answer.ok || !parsed.success) {
      throw new PaymentProviderError(
        `get payment ${paymentId}: HTTP ${answer.status} ${redactDocuments(answer.text).slice(0, 500)}`,
      );
    }
    return hidePayerDocument(parsed.data);
  }

  /**
   * POST /v1/payments with payment_method_id 'pix': the QR code and copia-e-cola the payer pays
   * with. The CPF is left out of every error detail (they end up in logs).
   */
  async createPixPayment(input: CreatePixPaymentInput): Promise<PixPayment> {
    const cpf = input.payer.cpf.replace(/\D/g, '');
    const body = {
      transaction_amount: centsToReais(input.amountCents),
      description: input.description,
      payment_method_id: 'pix',
      payer: { email: input.payer.email, identification: { type: 'CPF', number: cpf } },
      external_reference: input.externalReference,
      notification_url: input.notificationUrl,
      ...(input.expiresAt ? { date_of_expiration: input.expiresAt.toISOString() } : {}),
    };
    const answer = await this.request('POST', '/v1/payments', body, input.idempotencyKey);
    const parsed = ZPixPaymentAnswer.safeParse(answer.json);
    if (!answer.ok || !parsed.success) {
      const text = redactDocuments(cpf ? answer.text.replaceAll(cpf, '***********') : answer.text);
      throw new PaymentProviderError(`create pix payment: HTTP ${answer.status} ${text.slice(0, 500)}`);
    }
    return parsed.data;
  }

  /** POST /v1/payments/{id}/refunds: the whole payment, or `amountCents` of it. */
  async refundPayment(paymentId: string, input: RefundInput): Promise<ProviderRefund> {
    const body = input.amountCents === undefined ? {} : { amount: centsToReais(input.amountCents) };
    const path = `/v1/payments/${encodeURIComponent(paymentId)}/refunds`;
    const answer = await this.request('POST', path, body, input.idempotencyKey);
    const parsed = ZRefundAnswer.safeParse(answer.json);
    if (!answer.ok || !parsed.success) {
      throw new PaymentProviderError(
        `refund payment ${paymentId}: HTTP ${answer.status} ${answer.text.slice(0, 500)}`,
      );
    }
    return parsed.data;
  }

  /**
   * GET /v1/payments/search over a window of creation dates, oldest first, one page: what a
   * reconciliation walks to find the payments whose notifications never arrived.
   */
  async searchPayments(input: SearchPaymentsInput): Promise<PaymentSearchPage> {
    const range = input.range ?? 'date_created';
    const query = new URLSearchParams({
      sort: range,
      criteria: 'asc',
      range,
      begin_date: input.beginDate.toISOString(),
      end_date: input.endDate.toISOString(),
      offset: String(input.offset),
      limit: String(input.limit),
    });
    if (input.externalReference !== undefined) query.set('external_reference', input.externalReference);
    if (input.status !== undefined) query.set('status', input.status);
    const answer = await this.request('GET', `/v1/payments/search?${query}`);
    const parsed = ZPaymentSearchAnswer.safeParse(answer.json);
    if (!answer.ok || !parsed.success) {
      throw new PaymentProviderError(
        `search payments: HTTP ${answer.status} ${redactDocuments(answer.text).slice(0, 500)}`,
      );
    }
    return parsed.data;
  }

  /**
   * GET /v1/payment_methods/installments: what paying `amountCents` with `paymentMethodId` (a
   * card brand: 'master', 'visa'...) costs in each number of installments, at the seller's rates.
   */
  async findInstallments(amountCents: number, paymentMethodId: string): Promise<PayerCost[]> {
    const query = new URLSearchParams({
      amount: centsToReais(amountCents).toFixed(2),
      payment_method_id: paymentMethodId,
    });
    const answer = await this.request('GET', `/v1/payment_methods/installments?${query}`);
    const parsed = ZInstallmentsAnswer.safeParse(answer.json);
    if (!answer.ok || !parsed.success) {
      throw new PaymentProviderError(`find installments: HTTP ${answer.status} ${answer.text.slice(0, 500)}`);
    }
    return parsed.data;
  }

  /** GET /v1/chargebacks/{id}; null when the provider does not know it (404). */
  async findChargeback(chargebackId: string): Promise<ProviderChargeback | null> {
    const answer = await this.request('GET', `/v1/chargebacks/${encodeURIComponent(chargebackId)}`);
    if (answer.status === 404) return null;
    const parsed = ZChargebackAnswer.safeParse(answer.json);
    if (!answer.ok || !parsed.success) {
      throw new PaymentProviderError(
        `find chargeback ${chargebackId}: HTTP ${answer.status} ${answer.text.slice(0, 500)}`,
      );
    }
    return parsed.data;
  }

  /** One call; `idempotencyKey` goes out as X-Idempotency-Key, which the provider requires on creations. */
  private async request(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string) {
    const { apiUrl, accessToken } = this.options;
    if (!apiUrl) throw new PaymentProviderError('MERCADOPAGO_API_URL is not configured');
    let answer: TextAnswer;
    try {
      answer = await requestText(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey === undefined ? {} : { 'x-idempotency-key': idempotencyKey }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new PaymentProviderError(`${method} ${path.split('?')[0]}: ${reason}`);
    }
    const { text } = answer;
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { ok: answer.ok, status: answer.status, text, json };
  }
}
