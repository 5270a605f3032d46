import { apiRoutes } from '@celebra/shared/api';
import { PURCHASE_STATUS_MESSAGE } from '@celebra/shared/messages';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPurchaseStatus } from '../../../domain/purchase/find-purchase-status';
import { contractRoute } from '../../../http/contract-route';

/**
 * The event site asks every 3 seconds while a Pix waits (20 a minute); twice that per address
 * and purchase leaves room for a second tab. The token is 256 random bits, so the limit is not
 * what stops guessing: it keeps a script from turning the status into a load on the database.
 * Counted after validation (preHandler): the key is made of the parsed id, never of raw path bytes.
 */
const PURCHASE_STATUS_RATE_LIMIT: RateLimitOptions = {
  max: 40,
  timeWindow: 60_000,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) =>
    `${request.ip}|purchase:${String((request.params as { id?: unknown } | undefined)?.id ?? '')}`,
};

/** GET /api/guests/purchase/{id}/status?token=: a purchase's status for the guest who made it. */
const purchaseStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.guestsPurchaseStatus, { rateLimit: PURCHASE_STATUS_RATE_LIMIT }),
    handler: async (request) => {
      const purchase = await findPurchaseStatus(app.db, request.params.id, request.query.token);
      return { success: true, message: PURCHASE_STATUS_MESSAGE, purchase };
    },
  });
};

export default purchaseStatusRoutes;
