import { apiRoutes } from '@celebra/shared/api';
import { OK_MESSAGE, SETTINGS_SAVED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findSettings } from '../../../domain/settings/find-settings';
import { saveSettings } from '../../../domain/settings/save-settings';
import { contractRoute } from '../../../http/contract-route';

/** GET and PUT /api/admin/settings, GET /api/admin/settings/percentage-gift. */
const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminGetSettings),
    handler: async () => ({ success: true, message: OK_MESSAGE, settings: await findSettings(app.db) }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminUpdateSettings),
    handler: async (request) => ({
      success: true,
      message: SETTINGS_SAVED_MESSAGE,
      settings: await saveSettings(app.db, request.body, {
        interestFreePricingConfigured: app.config.mercadoPago.interestFreePricingId !== null,
      }),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminGetPercentageGift),
    handler: async () => ({
      success: true,
      message: OK_MESSAGE,
      percentageGift: (await findSettings(app.db)).percentageGift,
    }),
  });
};

export default adminSettingsRoutes;
