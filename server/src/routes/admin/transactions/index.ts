import { apiRoutes } from '@celebra/shared/api';
import { TRANSACTION_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findTransaction, findTransactions } from '../../../domain/purchase/find-transactions';
import { updateTransactionStatus } from '../../../domain/purchase/update-transaction-status';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';

/**
 * GET /api/admin/transactions?status= and PUT /api/admin/transactions/{id}/status. (The payment
 * details, .../{id}/info, live with the payments code in routes/admin/transaction-info.)
 */
const adminTransactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListTransactions),
    handler: async (request) => ({
      success: true,
      message: 'OK',
      ...(await findTransactions(app.db, request.query)),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminUpdateTransactionStatus),
    handler: async (request) => {
      const { id } = request.params;
      const updated = await updateTransactionStatus(app.db, id, request.body.status);
      const transaction = updated ? await findTransaction(app.db, id) : undefined;
      if (!transaction) throw new HttpError(404, TRANSACTION_NOT_FOUND_MESSAGE);
      return { success: true, message: 'Status da transação atualizado com sucesso.', transaction };
    },
  });
};

export default adminTransactionsRoutes;
