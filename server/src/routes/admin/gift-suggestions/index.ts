import { apiRoutes } from '@celebra/shared/api';
import {
  GIFT_SUGGESTION_NOT_FOUND_MESSAGE,
  GIFT_SUGGESTION_REMOVED_MESSAGE,
  OK_MESSAGE,
} from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteGiftSuggestion } from '../../../domain/gift-suggestion/delete-gift-suggestion';
import { findGiftSuggestions } from '../../../domain/gift-suggestion/find-gift-suggestions';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';

/** GET /api/admin/gift-suggestions and DELETE /api/admin/gift-suggestions/{id}. */
const adminGiftSuggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListGiftSuggestions),
    handler: async (request) => ({
      success: true,
      message: OK_MESSAGE,
      ...(await findGiftSuggestions(app.db, request.query)),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminDeleteGiftSuggestion),
    handler: async (request) => {
      if (!(await deleteGiftSuggestion(app.db, request.params.id))) {
        throw new HttpError(404, GIFT_SUGGESTION_NOT_FOUND_MESSAGE);
      }
      return { success: true, message: GIFT_SUGGESTION_REMOVED_MESSAGE };
    },
  });
};

export default adminGiftSuggestionsRoutes;
