import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkAccessToken, sendApiError } from './api-errors';
import { buildPixPayment } from './build-pix-payment';
import { sendNotification } from './notify';
import { searchPayments } from './search-payments';
import type { IdempotentAnswer, MercadoPagoStore } from './store';
import type { Payment } from './types';
import { validatePixPayment } from './validate-pix-payment';

export type PaymentsApiOptions = { store: MercadoPagoStore; accessToken: string; webhookSecret: string };

type IdParams = { Params: { id: string } };

/** How long after answering a Pix's creation its 'payment.created' notice goes out. */
const CREATED_NOTICE_DELAY_MS = 200;

const paymentIdOf = (text: string) => (/^\d{1,20}$/.test(text) ? Number(text) : Number.NaN);

/**
 * Runs `create` once per X-Idempotency-Key, as Mercado Pago does: without the header the call is
 * refused, the same key with the same body answers the first answer again (nothing is created
 * twice), the same key with another body is a 400. `create` answers null once it has sent an error.
 */
async function oncePerKey(
  store: MercadoPagoStore,
  scope: string,
  request: FastifyRequest,
  reply: FastifyReply,
  create: () => Promise<IdempotentAnswer | null>,
) {
  const key = request.headers['x-idempotency-key'];
  if (typeof key !== 'string' || key.trim() === '')
    return sendApiError(reply, 400, 'bad_request', "Header X-Idempotency-Key can't be null");
  const result = await store.runOnce(scope, key, request.body, create);
  if (result === 'conflict')
    return sendApiError(
      reply,
      400,
      'bad_request',
      'X-Idempotency-Key already used with a different request: use a new key',
    );
  if (!result) return reply;
  return reply.status(result.status).send(result.answer);
}

/** The payment, once a Pix past its date_of_expiration has been expired. */
export function findPayment(store: MercadoPagoStore, id: string): Payment | undefined {
  const payment = store.payments.get(paymentIdOf(id));
  if (payment) store.expireIfDue(payment);
  return payment;
}

/**
 * The payments API beyond reading one: create a Pix (POST /v1/payments), refund it in full or in
 * part (POST /v1/payments/{id}/refunds, GET to list them), search payments (GET
 * /v1/payments/search) and read a chargeback (GET /v1/chargebacks/{id}). All need the Bearer
 * token; creations need X-Idempotency-Key. Notifications of these changes go out the way Mercado
 * Pago sends them, after the answer and without holding it.
 */
export async function paymentsApiRoutes(
  app: FastifyInstance,
  { store, accessToken, webhookSecret }: PaymentsApiOptions,
) {
  const onRequest = checkAccessToken(accessToken);

  app.post('/v1/payments', { onRequest }, (request, reply) =>
    oncePerKey(store, 'create payment', request, reply, async () => {
      const checked = validatePixPayment(request.body);
      if (!checked.ok) {
        sendApiError(reply, 400, checked.error, checked.message, checked.code);
        return null;
      }
      const baseUrl = `${request.protocol}://${request.host}`;
      const payment = await buildPixPayment(store, checked.request, checked.expiresAt, baseUrl);
      // Mercado Pago tells of a creation some time after it answered the call, never before the
      // shop could keep the answer: once the answer is sent, and a moment later.
      reply.raw.once('finish', () => {
        setTimeout(
          () => void sendNotification(store, webhookSecret, payment, 'payment.created'),
          CREATED_NOTICE_DELAY_MS,
        ).unref();
      });
      return { status: 201, answer: payment };
    }),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/v1/payments/search',
    { onRequest },
    async (request, reply) => {
      for (const payment of store.payments.values()) store.expireIfDue(payment);
      const found = searchPayments(store.payments.values(), request.query);
      if (!found.ok) return sendApiError(reply, 400, 'bad_request', found.message);
      return { paging: found.paging, results: found.results };
    },
  );

  app.post<IdParams & { Body: { amount?: unknown } | null | undefined }>(
    '/v1/payments/:id/refunds',
    { onRequest },
    (request, reply) =>
      oncePerKey(store, `refund ${request.params.id}`, request, reply, async () => {
        const payment = findPayment(store, request.params.id);
        if (!payment) {
          sendApiError(reply, 404, 'not_found', 'Payment not found');
          return null;
        }
        const amount = request.body?.amount;
        if (amount !== undefined && (typeof amount !== 'number' || !Number.isFinite(amount))) {
          sendApiError(reply, 400, 'bad_request', 'amount must be a number');
          return null;
        }
        const refund = store.refund(payment, amount);
        if (typeof refund === 'string') {
          sendApiError(reply, 400, 'bad_request', refund);
          return null;
        }
        void sendNotification(store, webhookSecret, payment, 'payment.updated');
        return { status: 201, answer: refund };
      }),
  );

  app.get<IdParams>('/v1/payments/:id/refunds', { onRequest }, async (request, reply) => {
    const payment = findPayment(store, request.params.id);
    if (!payment) return sendApiError(reply, 404, 'not_found', 'Payment not found');
    return payment.refunds;
  });

  app.get<IdParams>('/v1/chargebacks/:id', { onRequest }, async (request, reply) => {
    const chargeback = store.chargebacks.get(request.params.id);
    if (!chargeback) return sendApiError(reply, 404, 'not_found', 'Chargeback not found');
    return chargeback;
  });
}
