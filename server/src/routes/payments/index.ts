import { apiRoutes } from '@celebra/shared/api';
import {
  INVALID_SIGNATURE_MESSAGE,
  NOTIFICATION_IGNORED_MESSAGE,
  NOTIFICATION_PROCESSED_MESSAGE,
} from '@celebra/shared/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordChargeback } from '../../domain/chargeback/record-chargeback';
import { applyProviderPayment } from '../../domain/payment/apply-provider-payment';
import { isWaitingOwnPix } from '../../domain/payment/is-waiting-own-pix';
import { contractRoute } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * POST /api/payments/webhook: Mercado Pago's notifications. Public, and authenticated instead by
 * the x-signature HMAC (a forged or missing one is a 401 that changes nothing). The notification
 * is only a nudge: the payment is read back from the provider (but for the creation notice of a
 * Pix we created, still waiting: domain/payment/is-waiting-own-pix.ts), and its external_reference says
 * what it pays. Handling is idempotent and keyed on the provider's payment id (the domain's
 * apply-...-payment.ts of purchases, pre-registrations and services), so Mercado Pago's retries
 * and out-of-order deliveries are harmless. A verified notification about something we do not
 * know is logged and answered 200: retrying it would not help. A provider that cannot be reached
 * is a 502, and Mercado Pago tries again later.
 *
 * The `chargebacks` topic (data.id a charge-back's id) is a card issuer's dispute: the charge-back
 * is read back too and recorded against the disputed purchase, whose payment is applied as well
 * while the money has not been taken back yet (domain/chargeback/record-chargeback.ts).
 */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.paymentsWebhook),
    handler: async (request) => {
      const { query, body } = request;
      // The id the provider signed is the one in the URL's query; older deliveries carry it in the body only.
      const dataId = query['data.id'] ?? (body.data?.id === undefined ? '' : String(body.data.id));
      const signature = header(request, 'x-signature');
      const requestId = header(request, 'x-request-id');
      if (!app.payments.verifyNotification({ signature, requestId, dataId })) {
        request.log.warn(
          { dataId, hasSignature: Boolean(signature) },
          'payment notification refused: bad signature',
        );
        throw new HttpError(401, INVALID_SIGNATURE_MESSAGE);
      }
      const ignored = { success: true, message: NOTIFICATION_IGNORED_MESSAGE };
      const topic = query.type ?? query.topic ?? body.type;
      if (topic === 'chargebacks' && /^[\w-]{1,64}$/.test(dataId)) {
        const recorded = await recordChargeback(app.services, dataId);
        if (!recorded.known) {
          request.log.warn(recorded, 'chargeback notification for an unknown chargeback or purchase');
          return ignored;
        }
        request.log.info(recorded, 'chargeback notification handled');
        return { success: true, message: NOTIFICATION_PROCESSED_MESSAGE };
      }
      if (topic !== 'payment' || !/^\d{1,20}$/.test(dataId)) {
        request.log.info({ topic, dataId }, 'payment notification ignored: not a payment');
        return ignored;
      }

      // The creation of a Pix we asked for ourselves: its state is the answer we kept.
      if (body.action === 'payment.created' && (await isWaitingOwnPix(app.services.db, dataId))) {
        request.log.info(
          { paymentId: dataId },
          'payment notification handled: a Pix we created, still waiting',
        );
        return { success: true, message: NOTIFICATION_PROCESSED_MESSAGE };
      }
      const payment = await app.payments.getPayment(dataId);
      const applied = payment ? await applyProviderPayment(app.services, payment) : undefined;
      if (!payment || !applied?.known) {
        request.log.warn(
          { dataId, reference: payment?.external_reference },
          'payment notification for an unknown payment',
        );
        return ignored;
      }
      request.log.info(
        { paymentId: String(payment.id), providerStatus: payment.status, ...applied },
        'payment notification handled',
      );
      if (!applied.found) return ignored;
      return { success: true, message: NOTIFICATION_PROCESSED_MESSAGE };
    },
  });
};

export default paymentsRoutes;
