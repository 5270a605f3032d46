import { apiRoutes } from '@celebra/shared/api';
import {
  OK_MESSAGE,
  PAYMENT_INFO_MISSING_MESSAGE,
  TRANSACTION_NOT_FOUND_MESSAGE,
} from '@celebra/shared/messages';
import type { TPaymentInfo } from '@celebra/shared/models';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPurchasePaymentId } from '../../../domain/purchase/find-purchase-payment-id';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import type { ProviderPayment } from '../../../payment-provider/mercadopago';

/**
 * The fields of the provider's payment the back office shows, picked one by one: the rest of
 * Mercado Pago's object (the payer's document number, card details...) is not the back office's
 * business.
 */
function toPaymentInfo(payment: ProviderPayment): TPaymentInfo {
  return {
    id: payment.id,
    transaction_amount: payment.transaction_amount,
    payment_type_id: payment.payment_type_id,
    payment_method_id: payment.payment_method_id,
    status: payment.status,
    status_detail: payment.status_detail,
    date_created: payment.date_created,
    date_last_updated: payment.date_last_updated,
    payer: payment.payer ? { email: payment.payer.email } : null,
    transaction_details: payment.transaction_details
      ? {
          financial_institution: payment.transaction_details.financial_institution,
          total_paid_amount: payment.transaction_details.total_paid_amount,
        }
      : null,
    additional_info: payment.additional_info
      ? {
          items: payment.additional_info.items.map((item) => ({
            id: item.id,
            title: item.title,
            quantity: item.quantity,
            unit_price: item.unit_price,
          })),
        }
      : null,
  };
}

/**
 * GET /api/admin/transactions/{id}/info: the transaction's payment as Mercado Pago has it now.
 * Until the guest has paid (no notification yet, so no payment id) the answer is `payment: null`
 * with 'Informações de pagamento ausentes!', as the shared contract says; the back office shows
 * that alert. An unknown transaction is a 404.
 */
const transactionInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminGetTransactionInfo),
    handler: async (request) => {
      const purchase = await findPurchasePaymentId(app.db, request.params.id);
      if (!purchase) throw new HttpError(404, TRANSACTION_NOT_FOUND_MESSAGE);
      const payment = purchase.providerPaymentId
        ? await app.payments.getPayment(purchase.providerPaymentId)
        : null;
      if (!payment) return { success: true, message: PAYMENT_INFO_MISSING_MESSAGE, payment: null };
      return { success: true, message: OK_MESSAGE, payment: toPaymentInfo(payment) };
    },
  });
};

export default transactionInfoRoutes;
