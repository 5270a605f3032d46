import fp from 'fastify-plugin';
import { MercadoPagoClient } from '../payment-provider/mercadopago';
import type { Payments } from '../payment-provider/payments';
import { verifySignature } from '../payment-provider/verify-signature';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/**
 * `app.payments`: Mercado Pago through its REST API at config.mercadoPago.apiUrl (the real API,
 * or the mock-server in demo mode and tests). Notifications are sent to
 * `<PUBLIC_URL>/api/payments/webhook`, the route in routes/payments.
 */
export default fp(
  async (app) => {
    const { mercadoPago, publicUrl } = app.config;
    const client = new MercadoPagoClient({
      apiUrl: mercadoPago.apiUrl,
      accessToken: mercadoPago.accessToken,
    });
    const notificationUrl = `${publicUrl}/api/payments/webhook`;
    app.decorate('payments', {
      createPreference: (input) => client.createPreference({ ...input, notificationUrl }),
      createPixPayment: (input) => client.createPixPayment({ ...input, notificationUrl }),
      findInstallments: (amountCents, paymentMethodId) =>
        client.findInstallments(amountCents, paymentMethodId),
      getPayment: (paymentId) => client.getPayment(paymentId),
      searchPayments: (input) => client.searchPayments(input),
      refundPayment: (paymentId, input) => client.refundPayment(paymentId, input),
      findChargeback: (chargebackId) => client.findChargeback(chargebackId),
      verifyNotification: ({ signature, requestId, dataId }) =>
        verifySignature({ signature, requestId, dataId, secret: mercadoPago.webhookSecret }),
    } satisfies Payments);
  },
  { name: 'payments' },
);
