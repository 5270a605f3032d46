import { afterAll } from 'vitest';
import { startMockServer } from '../src/index';
import { startReceiver } from './receiver';

export const ACCESS_TOKEN = 'TEST-token';
export const SECRET = 'segredo-do-webhook';

/** The headers of a call to the provider's API, as the platform sends them. */
export const auth = { authorization: `Bearer ${ACCESS_TOKEN}`, 'content-type': 'application/json' };

/**
 * The stand-in and a shop receiving its notifications, both closed after the file's tests: what
 * every test of the payment provider's wire format starts from.
 */
export async function startStandIn() {
  const mock = await startMockServer({ accessToken: ACCESS_TOKEN, webhookSecret: SECRET });
  const shop = await startReceiver();
  afterAll(async () => {
    await mock.close();
    await shop.close();
  });
  return { mock, shop };
}
