import type { FastifyInstance } from 'fastify';
import { chargebackControlRoutes } from './chargeback-control-routes';
import { checkoutRoutes } from './checkout-routes';
import { controlRoutes } from './control-routes';
import { startExpiry } from './expire-payments';
import { paymentsApiRoutes } from './payments-api';
import { restApiRoutes } from './rest-api';
import { MercadoPagoStore } from './store';
import { ticketRoutes } from './ticket-routes';

export type MercadoPagoOptions = {
  /** The Bearer token the REST API accepts. */
  accessToken: string;
  /** The secret notifications are signed with (the shop verifies x-signature with it). */
  webhookSecret: string;
  /** Shared state; a fresh one when absent. */
  store?: MercadoPagoStore;
};

/**
 * The Mercado Pago stand-in: REST API (preferences, payments, Pix, refunds, search, chargebacks),
 * the checkout page, the Pix page standing for the payer's bank app, and the test-only control calls.
 */
export async function mercadoPagoPlugin(app: FastifyInstance, options: MercadoPagoOptions) {
  const store = options.store ?? new MercadoPagoStore();
  const { accessToken, webhookSecret } = options;
  await app.register(restApiRoutes, { store, accessToken });
  await app.register(paymentsApiRoutes, { store, accessToken, webhookSecret });
  await app.register(checkoutRoutes, { store, webhookSecret });
  await app.register(ticketRoutes, { store, webhookSecret });
  await app.register(controlRoutes, { store, webhookSecret });
  await app.register(chargebackControlRoutes, { store, webhookSecret });
  const stopExpiry = startExpiry(store, webhookSecret);
  app.addHook('onClose', async () => stopExpiry());
}

export { signatureManifest, signNotification } from './signature';
export { MercadoPagoStore } from './store';
export type {
  Chargeback,
  Delivery,
  Payment,
  Preference,
  PreferenceRequest,
  Refund,
} from './types';
