import { apiRoutes } from '@celebra/shared/api';
import {
  DELIVERY_ADDRESS_SAVED_MESSAGE,
  DELIVERY_CONVERTED_MESSAGE,
  DELIVERY_NOT_FOUND_MESSAGE,
  DELIVERY_PREFERENCE_SAVED_MESSAGE,
  OK_MESSAGE,
} from '@celebra/shared/messages';
import { DELIVERING_PREFERENCES } from '@celebra/shared/models';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeDeliveryPreference } from '../../../domain/delivery/change-delivery-preference';
import { convertDeliveryToCash } from '../../../domain/delivery/convert-delivery-to-cash';
import { findDelivery, findHostDeliveries } from '../../../domain/delivery/find-deliveries';
import { findDeliveryAddress } from '../../../domain/delivery/find-delivery-address';
import { saveDeliveryAddress } from '../../../domain/delivery/save-delivery-address';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getUser } from '../../../plugins/auth';

/**
 * GET /api/users/deliveries (the host's gifts to be delivered, their statuses and tracking codes),
 * POST /api/users/deliveries/{id}/convert ('Receber em dinheiro'; another host's line is 404), and
 * on the host's own event ({eventId} of another host is 404): GET and PUT
 * /api/users/event/{eventId}/delivery-address ('Endereço de entrega') and PUT
 * /api/users/event/{eventId}/delivery-preference (the couple's change of mind, audited).
 */
const deliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersListDeliveries),
    handler: async (request) => ({
      success: true,
      message: OK_MESSAGE,
      deliveries: await findHostDeliveries(app.db, getUser(request).id),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.usersConvertDelivery),
    handler: async (request) => {
      await convertDeliveryToCash(app.db, getUser(request).id, request.params.id);
      const delivery = await findDelivery(app.db, request.params.id);
      if (!delivery) throw new HttpError(404, DELIVERY_NOT_FOUND_MESSAGE);
      return { success: true, message: DELIVERY_CONVERTED_MESSAGE, delivery };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersGetDeliveryAddress),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const preference = event.giftDeliveryPreference;
      return {
        success: true,
        message: OK_MESSAGE,
        giftDeliveryPreference: preference,
        addressRequired: (DELIVERING_PREFERENCES as readonly (string | null)[]).includes(preference),
        ...(await findDeliveryAddress(app.db, event.id)),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersSaveDeliveryAddress),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const address = await saveDeliveryAddress(app.db, event.id, request.body);
      return { success: true, message: DELIVERY_ADDRESS_SAVED_MESSAGE, address };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersChangeDeliveryPreference),
    handler: async (request) => {
      const { giftDeliveryPreference } = request.body;
      await changeDeliveryPreference(
        app.db,
        getUser(request).id,
        request.params.eventId,
        giftDeliveryPreference,
      );
      return { success: true, message: DELIVERY_PREFERENCE_SAVED_MESSAGE, giftDeliveryPreference };
    },
  });
};

export default deliveriesRoutes;
