/**
 * `npm start -w mock-server`: the stand-ins on their own, for poking at them by hand. PORT (default
 * 4010), MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET default to the server's demo values.
 * MOCK_LOG=off stops the request log (the bench's loads, where writing a line per request would
 * cost the stand-in more than its answers).
 */
import { startMockServer } from './start-mock-server';

const server = await startMockServer({
  port: Number(process.env.PORT ?? 4010),
  accessToken: process.env.MERCADOPAGO_ACCESS_TOKEN ?? 'TEST-celebra-mock-access-token',
  webhookSecret: process.env.MERCADOPAGO_WEBHOOK_SECRET ?? 'celebra-mock-webhook-secret',
  logger: process.env.MOCK_LOG !== 'off',
});
console.log(`mock-server listening at ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(() => process.exit(0));
  });
}
