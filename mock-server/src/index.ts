/**
 * @celebra/mock-server: stand-ins for Mercado Pago, ViaCEP and Nominatim speaking their wire
 * formats, for demo mode (`npm start`), the server's integration tests and the browser journeys.
 */
export { buildMockApp, type MockAppOptions } from './app';
export { signatureManifest, signNotification } from './mercadopago/index';
export type {
  Chargeback,
  Delivery,
  Payment,
  Preference,
  PreferenceRequest,
  Refund,
} from './mercadopago/types';
export { type MockServer, type StartMockServerOptions, startMockServer } from './start-mock-server';
