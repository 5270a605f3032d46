import type { FastifyInstance } from 'fastify';
import { checkoutRoutes } from './checkout-routes';
import { controlRoutes } from './control-routes';
import { restApiRoutes } from './rest-api';
import { MercadoPagoStore } from './store';

export type MercadoPagoOptions = {
  /** The Bearer token the REST API accepts. */
  accessToken: string;
  /** The secret notifications are signed with (the shop verifies x-signature with it). */
  webhookSecret: string;
  /** Shared state; a fresh one when absent. */
  store?: MercadoPagoStore;
};

/** The Mercado Pago stand-in: REST API, checkout page and the test-only control calls. */
export async function mercadoPagoPlugin(app: FastifyInstance, options: MercadoPagoOptions) {
  const store = options.store ?? new MercadoPagoStore();
  await app.register(restApiRoutes, { store, accessToken: options.accessToken });
  await app.register(checkoutRoutes, { store, webhookSecret: options.webhookSecret });
  await app.register(controlRoutes, { store, webhookSecret: options.webhookSecret });
}

export { signatureManifest, signNotification } from './signature';
export { MercadoPagoStore } from './store';
export type { Delivery, Payment, Preference, PreferenceRequest } from './types';
