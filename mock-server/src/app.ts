import Fastify, { type FastifyInstance } from 'fastify';
import { mercadoPagoPlugin } from './mercadopago/index';
import nominatimPlugin from './nominatim';
import viaCepPlugin from './viacep';

export type MockAppOptions = {
  /** The Mercado Pago access token the stand-in accepts. */
  accessToken: string;
  /** The secret Mercado Pago notifications are signed with. */
  webhookSecret: string;
  /** Fastify's request log; off unless asked for. */
  logger?: boolean;
};

/**
 * Every stand-in on one Fastify app, each at the paths of the service it imitates, so a base URL
 * is all the server needs to be pointed at it: Mercado Pago (/checkout/..., /v1/payments/...),
 * ViaCEP (/ws/{cep}/json/) and Nominatim (/search).
 */
export async function buildMockApp(options: MockAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(mercadoPagoPlugin, {
    accessToken: options.accessToken,
    webhookSecret: options.webhookSecret,
  });
  await app.register(viaCepPlugin);
  await app.register(nominatimPlugin);
  return app;
}
