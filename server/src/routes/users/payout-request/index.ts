import { apiRoutes } from '@celebra/shared/api';
import { centsToReais } from '@celebra/shared/format';
import { payoutRequestedMessage } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { createPayoutRequest } from '../../../domain/payout/create-payout-request';
import { contractRoute } from '../../../http/contract-route';
import { getUser } from '../../../plugins/auth';

/**
 * GET /api/users/events/{eventId}/payout-requests. A quirk of the contract, kept because the host
 * app calls it so: this GET *creates* the payout request, for the whole available balance, and
 * its message is shown as the success text. Refused (409) while a payout is pending and (400) when nothing is
 * available; concurrent calls create one payout at most.
 */
const payoutRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersRequestPayout),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const amountCents = await createPayoutRequest(app.db, event);
      return {
        success: true,
        message: payoutRequestedMessage(centsToReais(amountCents)),
      };
    },
  });
};

export default payoutRequestRoutes;
