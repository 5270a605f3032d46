import { apiRoutes } from '@celebra/shared/api';
import { INSTALLMENTS_PRICED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findInstallmentOptions } from '../../../domain/purchase/find-installment-options';
import { contractRoute } from '../../../http/contract-route';
import { GUEST_WRITE_RATE_LIMIT } from '../../../plugins/rate-limit';
import { priceOpenCart } from './open-cart';

/**
 * POST /api/guests/purchase/installments: the cart of POST /guests/purchase, behind the same
 * gates and priced the same way (nothing written, no id reserved), and the card's installments it
 * can be paid in (findInstallmentOptions). Asked again as the guest changes the cart, so its
 * allowance is thrice a purchase's; it still stops a script from reading the provider's rates
 * through us in a loop.
 */
const purchaseInstallmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.guestsPurchaseInstallments, {
      rateLimit: { ...GUEST_WRITE_RATE_LIMIT, max: 60 },
    }),
    handler: async (request, reply) => {
      const { installments, cart } = await priceOpenCart(app, request, reply, request.body);
      const { available, options } = await findInstallmentOptions(
        app.services,
        cart.totalPriceCents,
        installments,
      );
      return { success: true, message: INSTALLMENTS_PRICED_MESSAGE, available, options };
    },
  });
};

export default purchaseInstallmentsRoutes;
