import { apiRoutes } from '@celebra/shared/api';
import { DEFAULT_PRIVACY_POLICY, DEFAULT_TERMS_OF_USE } from '@celebra/shared/legal';
import {
  LEGAL_SETTINGS_SAVED_MESSAGE,
  LEGAL_VERSION_NOT_FOUND_MESSAGE,
  OK_MESSAGE,
  SETTINGS_SAVED_MESSAGE,
} from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findLegalVersion, listLegalVersions } from '../../../domain/legal/find-legal-version';
import { findLegalSettings } from '../../../domain/settings/find-legal-settings';
import { findSettings } from '../../../domain/settings/find-settings';
import { saveLegalSettings } from '../../../domain/settings/save-legal-settings';
import { saveSettings } from '../../../domain/settings/save-settings';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getAdmin } from '../../../plugins/auth';

/**
 * GET and PUT /api/admin/settings, GET /api/admin/settings/percentage-gift, GET and PUT
 * /api/admin/settings/legal (the privacy policy, terms of use, encarregado and retention).
 */
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
        adminId: getAdmin(request).id,
      }),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminGetLegalSettings),
    handler: async () => ({
      success: true,
      message: OK_MESSAGE,
      legal: await findLegalSettings(app.db),
      defaults: { privacyPolicy: DEFAULT_PRIVACY_POLICY, termsOfUse: DEFAULT_TERMS_OF_USE },
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminUpdateLegalSettings),
    handler: async (request) => ({
      success: true,
      message: LEGAL_SETTINGS_SAVED_MESSAGE,
      legal: (await saveLegalSettings(app.db, request.body, getAdmin(request).id)).after,
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminListLegalVersions),
    handler: async () => ({ success: true, message: OK_MESSAGE, versions: await listLegalVersions(app.db) }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminGetLegalVersion),
    handler: async (request) => {
      const version = await findLegalVersion(app.db, request.params.id);
      if (!version) throw new HttpError(404, LEGAL_VERSION_NOT_FOUND_MESSAGE);
      return { success: true, message: OK_MESSAGE, ...version };
    },
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
