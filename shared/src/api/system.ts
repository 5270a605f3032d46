/** Calls outside the three apps: the health and readiness checks and the payment provider's webhook. */
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse, ZOkResponse } from './common';

/** GET /api/health: answers while the server's process is alive; the database is not asked (GET /api/ready is). */
export const ZHealthResponseSchema = ZEnvelope.extend({
  status: z.literal('ok'),
});
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>;

/** What GET /api/ready verifies, in the order it verifies them. */
export const READY_CHECKS = ['database', 'migrations', 'storage'] as const;
export type TReadyCheck = (typeof READY_CHECKS)[number];

/**
 * GET /api/ready: 200 when this instance can serve traffic (the database answers, every migration
 * of this build is applied, the media storage answers); 503 with the failed check otherwise.
 */
export const ZReadyResponseSchema = ZEnvelope.extend({
  status: z.literal('ready'),
});
export type TReadyResponse = z.infer<typeof ZReadyResponseSchema>;

/** The 503 of GET /api/ready: the error envelope and the name of the check that failed. */
export const ZNotReadyResponseSchema = ZErrorResponse.extend({
  failedCheck: z.enum(READY_CHECKS),
});
export type TNotReadyResponse = z.infer<typeof ZNotReadyResponseSchema>;

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
