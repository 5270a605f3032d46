import { apiRoutes } from '@celebra/shared/api';
import { OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findAuditLog } from '../../../domain/audit/find-audit-log';
import { contractRoute } from '../../../http/contract-route';

/** GET /api/admin/audit-log: the decisions about money and access, newest first. */
const adminAuditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListAuditLog),
    handler: async (request) => ({
      success: true,
      message: OK_MESSAGE,
      ...(await findAuditLog(app.db, request.query)),
    }),
  });
};

export default adminAuditLogRoutes;
