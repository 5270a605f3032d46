import { centsToReais } from '@celebra/shared/format';
import { PROVIDER_UNAVAILABLE_MESSAGE } from '@celebra/shared/messages';
import { ZPaymentInfo } from '@celebra/shared/models';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
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
};

export type CreatedPreference = { id: string; initPoint: string };

/** The payment object as the provider answers it; `external_reference` ties it to what it pays. */
export const ZProviderPayment = ZPaymentInfo.extend({ external_reference: z.string().nullish() });
export type ProviderPayment = z.infer<typeof ZProviderPayment>;

export type MercadoPagoOptions = {
  /** REST API base URL: https://api.mercadopago.com, or the mock-server's. Null: not configured. */
  apiUrl: string | null;
  accessToken: string;
  timeoutMs?: number;
};

/** The provider failed or timed out: a 502 whose message the client may see. */
export class PaymentProviderError extends HttpError {
  override name = 'PaymentProviderError';

  constructor(
    readonly detail: string,
    message = PROVIDER_UNAVAILABLE_MESSAGE,
  ) {
    super(502, message);
  }
}

const ZCreatedPreference = z.object({ id: z.string(), init_point: z.string() });

/**
 * The one adapter over Mercado Pago's REST API: Checkout Pro preferences and
 * payments by id. The same code talks to the real API and to the mock-server; only the base URL
 * differs. Every call has a timeout: a provider that hangs must not hang the request that waits.
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
    };
    const answer = await this.request('POST', '/checkout/preferences', body);
    const parsed = ZCreatedPreference.safeParse(answer.json);
    if (!answer.ok || !parsed.success) {
      throw new PaymentProviderError(`create preference: HTTP ${answer.status} ${answer.text.slice(0, 500)}`);
    }
    return { id: parsed.data.id, initPoint: parsed.data.init_point };
  }

  /** GET /v1/payments/{id}; null when the provider does not know it (404). */
  async getPayment(paymentId: string): Promise<ProviderPayment | null> {
    const answer = await this.request('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
    if (answer.status === 404) return null;
    const parsed = ZProviderPayment.safeParse(answer.json);
    if (!answer.ok || !parsed.success) {
      throw new PaymentProviderError(
        `get payment ${paymentId}: HTTP ${answer.status} ${answer.text.slice(0, 500)}`,
      );
    }
    return parsed.data;
  }

  private async request(method: 'GET' | 'POST', path: string, body?: unknown) {
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
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new PaymentProviderError(`${method} ${path}: ${reason}`);
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
