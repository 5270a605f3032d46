import { apiRoutes } from '@celebra/shared/api';
import {
  OK_MESSAGE,
  REFUND_DONE_MESSAGE,
  TRANSACTION_NOT_FOUND_MESSAGE,
  TRANSACTION_STATUS_UPDATED_MESSAGE,
} from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findTransactionRefunds } from '../../../domain/purchase/find-transaction-refunds';
import { findTransaction, findTransactions } from '../../../domain/purchase/find-transactions';
import { refundPurchase } from '../../../domain/purchase/refund-purchase';
import { updateTransactionStatus } from '../../../domain/purchase/update-transaction-status';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getAdmin } from '../../../plugins/auth';

/**
 * GET /api/admin/transactions?status=&search=&eventId=, GET /api/admin/transactions/{id}, PUT /api/admin/transactions/{id}/status, and the refunds:
 * GET .../{id}/refunds (what can be refunded) and POST .../{id}/refund (whole or one line). (The payment
 * details, .../{id}/info, live with the payments code in routes/admin/transaction-info.)
 */
const adminTransactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListTransactions),
    handler: async (request) => ({
      success: true,
      message: OK_MESSAGE,
      ...(await findTransactions(app.db, request.query)),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminGetTransaction),
    handler: async (request) => {
      const transaction = await findTransaction(app.db, request.params.id);
      if (!transaction) throw new HttpError(404, TRANSACTION_NOT_FOUND_MESSAGE);
      return { success: true, message: OK_MESSAGE, transaction };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminUpdateTransactionStatus),
    handler: async (request) => {
      const { id } = request.params;
      const { status, reason } = request.body;
      const updated = await updateTransactionStatus(app.db, app.payments, id, {
        status,
        reason,
        adminId: getAdmin(request).id,
      });
      const transaction = updated ? await findTransaction(app.db, id) : undefined;
      if (!transaction) throw new HttpError(404, TRANSACTION_NOT_FOUND_MESSAGE);
      return { success: true, message: TRANSACTION_STATUS_UPDATED_MESSAGE, transaction };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminGetTransactionRefunds),
    handler: async (request) => {
      const refunds = await findTransactionRefunds(app.db, request.params.id);
      if (!refunds) throw new HttpError(404, TRANSACTION_NOT_FOUND_MESSAGE);
      return { success: true, message: OK_MESSAGE, refunds };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminRefundTransaction),
    handler: async (request) => {
      const { id } = request.params;
      const { itemId, reason, amountCents } = request.body;
      await refundPurchase(app.db, app.payments, id, itemId, getAdmin(request).id, reason, amountCents);
      const transaction = await findTransaction(app.db, id);
      const refunds = await findTransactionRefunds(app.db, id);
      if (!transaction || !refunds) throw new HttpError(404, TRANSACTION_NOT_FOUND_MESSAGE);
      return { success: true, message: REFUND_DONE_MESSAGE, transaction, refunds };
    },
  });
};

export default adminTransactionsRoutes;
