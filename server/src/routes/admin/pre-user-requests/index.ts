import { apiRoutes } from '@celebra/shared/api';
import { OK_MESSAGE, PRE_USER_REQUEST_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPreUserRequestInfo } from '../../../domain/pre-registration/find-pre-user-request-info';
import { findPreUserRequests } from '../../../domain/pre-registration/find-pre-user-requests';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';

/** 'Solicitação de Eventos': GET /api/admin/pre-user-requests and .../info/{id}. */
const adminPreUserRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListPreUserRequests),
    handler: async (request) => ({
      success: true,
      message: OK_MESSAGE,
      ...(await findPreUserRequests(app.db, request.query)),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminGetPreUserRequestInfo),
    handler: async (request) => {
      const infoEvent = await findPreUserRequestInfo(app.db, request.params.id);
      if (!infoEvent) throw new HttpError(404, PRE_USER_REQUEST_NOT_FOUND_MESSAGE);
      return { success: true, message: OK_MESSAGE, infoEvent };
    },
  });
};

export default adminPreUserRequestsRoutes;
