import type { FastifyInstance } from 'fastify';
import { type SignatureMode, sendChargebackNotification } from './notify';
import type { MercadoPagoStore } from './store';
import type { Chargeback } from './types';

export type ChargebackControlOptions = { store: MercadoPagoStore; webhookSecret: string };

type IdParams = { Params: { id: string } };

type ChargebackChanges = {
  coverage_applied?: boolean;
  documentation_required?: boolean;
  /** ISO 8601; null: no deadline. */
  date_documentation_deadline?: string | null;
  notify?: boolean;
};

/**
 * Test-only calls on an opened chargeback (opening one is POST /__control/payments/:id/chargeback):
 * change what the dispute says later (its deadline, the coverage), as Mercado Pago does while it
 * runs, and send its notification again as many times as wanted, signed or not. Every
 * notification goes to the charged-back payment's notification_url and honours the webhooks
 * switch (POST /__control/webhooks).
 */
export async function chargebackControlRoutes(
  app: FastifyInstance,
  { store, webhookSecret }: ChargebackControlOptions,
) {
  const paymentOf = (chargeback: Chargeback) => store.payments.get(chargeback.payments[0] ?? 0);

  app.post<IdParams & { Body: ChargebackChanges }>(
    '/__control/chargebacks/:id',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            coverage_applied: { type: 'boolean' },
            documentation_required: { type: 'boolean' },
            date_documentation_deadline: { type: ['string', 'null'], format: 'date-time' },
            notify: { type: 'boolean' },
          },
        },
      },
    },
    async (request, reply) => {
      const chargeback = store.chargebacks.get(request.params.id);
      const payment = chargeback && paymentOf(chargeback);
      if (!chargeback || !payment) return reply.status(404).send({ message: 'chargeback not found' });
      const { notify = true, ...changes } = request.body;
      if (changes.coverage_applied !== undefined) {
        chargeback.coverage_applied = changes.coverage_applied;
        chargeback.coverage_elegible = changes.coverage_applied;
      }
      if (changes.documentation_required !== undefined)
        chargeback.documentation_required = changes.documentation_required;
      if (changes.date_documentation_deadline !== undefined)
        chargeback.date_documentation_deadline = changes.date_documentation_deadline;
      chargeback.date_last_updated = new Date().toISOString();
      const delivery = notify
        ? await sendChargebackNotification(store, webhookSecret, payment, chargeback, 'updated')
        : null;
      return { chargeback, delivery };
    },
  );

  app.post<IdParams & { Body: { times?: number; signature?: SignatureMode } | undefined }>(
    '/__control/chargebacks/:id/notify',
    {
      schema: {
        body: {
          type: ['object', 'null'],
          properties: {
            times: { type: 'integer', minimum: 1, maximum: 50 },
            signature: { type: 'string', enum: ['valid', 'forged', 'missing'] },
          },
        },
      },
    },
    async (request, reply) => {
      const chargeback = store.chargebacks.get(request.params.id);
      const payment = chargeback && paymentOf(chargeback);
      if (!chargeback || !payment) return reply.status(404).send({ message: 'chargeback not found' });
      const { times = 1, signature = 'valid' } = request.body ?? {};
      const deliveries = [];
      for (let i = 0; i < times; i++) {
        deliveries.push(
          await sendChargebackNotification(store, webhookSecret, payment, chargeback, 'created', signature),
        );
      }
      return { deliveries };
    },
  );
}
