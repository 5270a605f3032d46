/** Calls outside the three apps: the health check and the payment provider's webhook. */
import { z } from 'zod';
import { ZEnvelope, ZOkResponse } from './common';

/** GET /api/health: answers while the server and its database are up. */
export const ZHealthResponseSchema = ZEnvelope.extend({
  status: z.literal('ok'),
});
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>;

/**
 * POST /payments/webhook: a Mercado Pago notification. Only the payment id matters: the server
 * verifies the x-signature header, then fetches the payment from the provider. Loose, since the
 * provider sends more fields and older topics ('merchant_order'...).
 */
export const ZPaymentsWebhookBodySchema = z
  .object(
    {
      type: z.string().optional(),
      action: z.string().optional(),
      data: z
        .object({ id: z.union([z.string(), z.number()]) })
        .loose()
        .optional(),
    },
    'Notificação inválida.',
  )
  .loose();
export type TPaymentsWebhookBody = z.input<typeof ZPaymentsWebhookBodySchema>;

/** The provider also puts the id and topic in the query string (`data.id` is signed). */
export const ZPaymentsWebhookQuerySchema = z
  .object({
    'data.id': z.string().optional(),
    type: z.string().optional(),
    topic: z.string().optional(),
    id: z.string().optional(),
  })
  .loose();
export type TPaymentsWebhookQuery = z.input<typeof ZPaymentsWebhookQuerySchema>;

export const ZPaymentsWebhookResponseSchema = ZOkResponse;
