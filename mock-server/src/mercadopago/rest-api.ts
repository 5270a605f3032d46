import type { FastifyInstance } from 'fastify';
import { checkAccessToken, sendApiError } from './api-errors';
import { payerCosts } from './installment-rates';
import { findPayment } from './payments-api';
import type { MercadoPagoStore } from './store';
import { validatePreference } from './validate-preference';

export type RestApiOptions = { store: MercadoPagoStore; accessToken: string };

/**
 * The REST calls Celebra makes, answered like api.mercadopago.com: create a Checkout Pro
 * preference, read it back, the card's installments for an amount, and read a payment by id. All need the Bearer access token.
 */
export async function restApiRoutes(app: FastifyInstance, { store, accessToken }: RestApiOptions) {
  const onRequest = checkAccessToken(accessToken);

  app.post('/checkout/preferences', { onRequest }, async (request, reply) => {
    const checked = validatePreference(request.body);
    if (!checked.ok) return sendApiError(reply, 400, checked.error, checked.message);
    // The checkout page lives on this server, at the address the caller reached it by.
    const preference = store.addPreference(checked.preference, `${request.protocol}://${request.host}`);
    return reply.status(201).send(preference);
  });

  app.get<{ Params: { id: string } }>('/checkout/preferences/:id', { onRequest }, async (request, reply) => {
    const preference = store.preferences.get(request.params.id);
    if (!preference) return sendApiError(reply, 404, 'not_found', 'preference not found');
    return preference;
  });

  // The card's installments for an amount (the seller's rates: installment-rates.ts). Any card
  // brand is answered alike, as one issuer; Pix has none.
  app.get<{ Querystring: { amount?: string; payment_method_id?: string } }>(
    '/v1/payment_methods/installments',
    { onRequest },
    async (request, reply) => {
      const amount = Number(request.query.amount);
      if (!request.query.amount || !Number.isFinite(amount) || amount <= 0)
        return sendApiError(reply, 400, 'bad_request', 'amount must be a positive number');
      const method = request.query.payment_method_id ?? 'master';
      if (method === 'pix') return [];
      return [
        {
          payment_method_id: method,
          payment_type_id: 'credit_card',
          issuer: { id: 24, name: method },
          processing_mode: 'aggregator',
          merchant_account_id: null,
          payer_costs: payerCosts(amount),
          agreements: null,
        },
      ];
    },
  );

  app.get<{ Params: { id: string } }>('/v1/payments/:id', { onRequest }, async (request, reply) => {
    const payment = findPayment(store, request.params.id);
    if (!payment) return sendApiError(reply, 404, 'not_found', 'Payment not found');
    store.paymentReads.set(payment.id, (store.paymentReads.get(payment.id) ?? 0) + 1);
    return payment;
  });
}
