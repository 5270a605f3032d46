import type { FastifyInstance } from 'fastify';
import { type SignatureMode, sendChargebackNotification, sendNotification } from './notify';
import type { Decision, MercadoPagoStore } from './store';
import type { PaymentStatus } from './types';

export type ControlOptions = { store: MercadoPagoStore; webhookSecret: string };

const PAYMENT_STATUSES: PaymentStatus[] = [
  'approved',
  'pending',
  'in_process',
  'authorized',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
  'in_mediation',
];

type IdParams = { Params: { id: string } };

/**
 * Test-only calls under /__control (not part of Mercado Pago's API): drive a checkout without a
 * browser, change a payment behind the shop's back (a refund), charge a payment back, let a Pix
 * expire now, resend a notification as many times as wanted, with a good, forged or missing
 * signature, switch the webhooks off (so a reconciliation has something to find) and read what
 * was delivered.
 */
export async function controlRoutes(app: FastifyInstance, { store, webhookSecret }: ControlOptions) {
  app.post<IdParams & { Body: { decision: Decision; notify?: boolean; installments?: number } }>(
    '/__control/preferences/:id/pay',
    {
      schema: {
        body: {
          type: 'object',
          required: ['decision'],
          properties: {
            decision: { type: 'string', enum: ['approve', 'reject', 'pending'] },
            notify: { type: 'boolean' },
            installments: { type: 'integer', minimum: 1, maximum: 36 },
          },
        },
      },
    },
    async (request, reply) => {
      const preference = store.preferences.get(request.params.id);
      if (!preference) return reply.status(404).send({ message: 'preference not found' });
      const { payment, action } = store.decide(preference, request.body.decision, request.body.installments);
      const delivery =
        request.body.notify === false ? null : await sendNotification(store, webhookSecret, payment, action);
      return { payment, action, delivery };
    },
  );

  app.get<IdParams>('/__control/preferences/:id/payments', async (request, reply) => {
    if (!store.preferences.has(request.params.id))
      return reply.status(404).send({ message: 'preference not found' });
    return store.paymentsOf(request.params.id);
  });

  app.post<IdParams & { Body: { status: PaymentStatus; status_detail?: string } }>(
    '/__control/payments/:id/status',
    {
      schema: {
        body: {
          type: 'object',
          required: ['status'],
          properties: {
            status: { type: 'string', enum: PAYMENT_STATUSES },
            status_detail: { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      const payment = store.payments.get(Number(request.params.id));
      if (!payment) return reply.status(404).send({ message: 'payment not found' });
      return store.setStatus(payment, request.body.status, request.body.status_detail ?? request.body.status);
    },
  );

  app.post<IdParams & { Body: { times?: number; action?: string; signature?: SignatureMode } | undefined }>(
    '/__control/payments/:id/notify',
    {
      schema: {
        body: {
          type: ['object', 'null'],
          properties: {
            times: { type: 'integer', minimum: 1, maximum: 50 },
            action: { type: 'string' },
            signature: { type: 'string', enum: ['valid', 'forged', 'missing'] },
          },
        },
      },
    },
    async (request, reply) => {
      const payment = store.payments.get(Number(request.params.id));
      if (!payment) return reply.status(404).send({ message: 'payment not found' });
      const { times = 1, action = 'payment.updated', signature = 'valid' } = request.body ?? {};
      const deliveries = [];
      for (let i = 0; i < times; i++) {
        deliveries.push(await sendNotification(store, webhookSecret, payment, action, signature));
      }
      return { deliveries };
    },
  );

  /** How many times the shop read the payment back (GET /v1/payments/{id}). */
  app.get<IdParams>('/__control/payments/:id/reads', async (request) => ({
    reads: store.paymentReads.get(Number(request.params.id)) ?? 0,
  }));

  app.get<{ Querystring: { paymentId?: string } }>('/__control/deliveries', async (request) => {
    const { paymentId } = request.query;
    return paymentId ? store.deliveries.filter((d) => String(d.paymentId) === paymentId) : store.deliveries;
  });

  app.post<IdParams & { Body: { coverage_applied?: boolean; notify?: boolean } | undefined }>(
    '/__control/payments/:id/chargeback',
    {
      schema: {
        body: {
          type: ['object', 'null'],
          properties: { coverage_applied: { type: 'boolean' }, notify: { type: 'boolean' } },
        },
      },
    },
    async (request, reply) => {
      const payment = store.payments.get(Number(request.params.id));
      if (!payment) return reply.status(404).send({ message: 'payment not found' });
      if (payment.status !== 'approved')
        return reply.status(409).send({ message: `a ${payment.status} payment cannot be charged back` });
      const { coverage_applied = false, notify = true } = request.body ?? {};
      const chargeback = store.chargeBack(payment, coverage_applied);
      // Mercado Pago tells of a chargeback twice: the dispute itself, and the payment's new status.
      const deliveries = notify
        ? [
            await sendChargebackNotification(store, webhookSecret, payment, chargeback),
            await sendNotification(store, webhookSecret, payment, 'payment.updated'),
          ]
        : [];
      return { chargeback, payment, deliveries };
    },
  );

  app.post<IdParams>('/__control/payments/:id/expire', async (request, reply) => {
    const payment = store.payments.get(Number(request.params.id));
    if (!payment) return reply.status(404).send({ message: 'payment not found' });
    if (payment.status !== 'pending' || !payment.date_of_expiration)
      return reply.status(409).send({ message: `a ${payment.status} payment cannot expire` });
    payment.date_of_expiration = new Date().toISOString();
    store.setStatus(payment, 'cancelled', 'expired');
    const delivery = await sendNotification(store, webhookSecret, payment, 'payment.updated');
    return { payment, delivery };
  });

  app.get('/__control/webhooks', async () => ({ deliver: store.webhooksEnabled }));

  app.post<{ Body: { deliver: boolean } }>(
    '/__control/webhooks',
    {
      schema: {
        body: { type: 'object', required: ['deliver'], properties: { deliver: { type: 'boolean' } } },
      },
    },
    async (request) => {
      store.webhooksEnabled = request.body.deliver;
      return { deliver: store.webhooksEnabled };
    },
  );
}
