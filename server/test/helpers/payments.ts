import { createServer } from 'node:net';
import { startMockServer } from '@celebra/mock-server';
import { afterAll, vi } from 'vitest';
import type { Db } from '../../src/db/client';
import { eventGifts, gifts, SETTINGS_ID, settings } from '../../src/db/schema/index';
import { build, type TestContext } from './build';

export const MP_TOKEN = 'TEST-token-dos-testes';
export const MP_SECRET = 'segredo-dos-testes';

type Decision = 'approve' | 'reject' | 'pending';
type Delivery = { status: number | null; error: string | null };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * build() wired to a mock Mercado Pago: the mock runs on a free port, and the app listens on
 * another one (PUBLIC_URL), so the mock's notifications reach the real webhook over HTTP just as
 * Mercado Pago's would. Do not restart() this app: the new one would not listen.
 */
export async function buildWithPayments(env: Record<string, string> = {}) {
  const mock = await startMockServer({ accessToken: MP_TOKEN, webhookSecret: MP_SECRET });
  const port = await freePort();
  const t: TestContext = await build({
    MERCADOPAGO_API_URL: mock.url,
    MERCADOPAGO_ACCESS_TOKEN: MP_TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: MP_SECRET,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  afterAll(() => mock.close());

  const post = async (path: string, body: object): Promise<Record<string, unknown>> => {
    const response = await fetch(`${mock.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`mock ${path}: HTTP ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };

  return {
    t,
    mock,
    /** Clicks a button of the checkout page at `paymentLink`; answers where the browser is sent. */
    async checkout(paymentLink: string, decision: Decision) {
      const response = await fetch(paymentLink, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ decision }).toString(),
        redirect: 'manual',
      });
      const location = new URL(response.headers.get('location') ?? '');
      return { location, paymentId: location.searchParams.get('payment_id') ?? '' };
    },
    /** Pays without delivering the notification (it is sent later with notify). */
    async payQuietly(paymentLink: string, decision: Decision): Promise<string> {
      const preferenceId = new URL(paymentLink).pathname.split('/').at(-1);
      const { payment } = (await post(`/__control/preferences/${preferenceId}/pay`, {
        decision,
        notify: false,
      })) as { payment: { id: number } };
      return String(payment.id);
    },
    /** Delivers the notification of a payment again, `times` times; answers the webhook's statuses. */
    async notify(
      paymentId: string,
      options: { times?: number; signature?: 'valid' | 'forged' | 'missing'; action?: string } = {},
    ): Promise<(number | null)[]> {
      const { deliveries } = (await post(`/__control/payments/${paymentId}/notify`, options)) as {
        deliveries: Delivery[];
      };
      return deliveries.map((delivery) => delivery.status);
    },
    /**
     * Waits until the provider's 'payment.created' notification of a new payment (a Pix) has been
     * answered by our webhook: it is sent after the provider answers, and a change applied before
     * it would be set back to the provider's state of that moment by the late notification.
     */
    async createdNotified(paymentId: string): Promise<void> {
      await vi.waitFor(
        async () => {
          const response = await fetch(`${mock.url}/__control/deliveries?paymentId=${paymentId}`);
          const deliveries = (await response.json()) as Delivery[];
          if (!deliveries.some((delivery) => delivery.status !== null)) {
            throw new Error(`no notification of payment ${paymentId} was answered`);
          }
        },
        { timeout: 10_000, interval: 50 },
      );
    },
    /** Changes a payment on the provider's side (a refund, a late approval) without notifying. */
    async setProviderStatus(paymentId: string, status: string): Promise<void> {
      await post(`/__control/payments/${paymentId}/status`, { status });
    },
  };
}

/** The settings row: the percentage on gifts and the pre-registration fee. */
export async function setPlatformFees(
  db: Db,
  fees: { percentageGift?: number; listCreationFeeCents?: number },
) {
  await db
    .insert(settings)
    .values({ id: SETTINGS_ID, ...fees })
    .onConflictDoUpdate({ target: settings.id, set: fees });
}

/** Catalogue gifts at these prices (centavos), on the event's list. */
export async function addGiftsToEvent(db: Db, eventId: number, prices: number[], active = true) {
  const rows = await db
    .insert(gifts)
    .values(prices.map((priceCents, index) => ({ name: `Presente ${index + 1}`, priceCents, active })))
    .returning();
  await db.insert(eventGifts).values(rows.map((gift) => ({ eventId, giftId: gift.id })));
  return rows;
}
