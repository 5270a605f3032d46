import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMockServer } from '@celebra/mock-server';
import { PROVIDER_UNAVAILABLE_MESSAGE } from '@celebra/shared/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { MercadoPagoClient, PaymentProviderError } from '../../src/payment-provider/mercadopago';
import { MP_SECRET, MP_TOKEN } from '../helpers/payments';

// The provider's calls Celebra makes for Pix, refunds, reconciliation and disputes, against the
// mock-server speaking Mercado Pago's wire format; the "shop" is a receiver recording notifications.
const mock = await startMockServer({ accessToken: MP_TOKEN, webhookSecret: MP_SECRET });
const notifications: { url: string; body: { action?: string; type?: string; data?: { id?: string } } }[] = [];
const shop = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    notifications.push({ url: request.url ?? '', body: JSON.parse(body || '{}') });
    response.end('{}');
  });
});
await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
const shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
afterAll(async () => {
  await mock.close();
  await new Promise((resolve) => shop.close(resolve));
});

const client = new MercadoPagoClient({ apiUrl: mock.url, accessToken: MP_TOKEN });
const CPF = '529.982.247-25';
let sequence = 0;

function pixInput(overrides: Partial<Parameters<MercadoPagoClient['createPixPayment']>[0]> = {}) {
  sequence += 1;
  return {
    amountCents: 26_250,
    description: 'Presentes para Ana e Pedro',
    externalReference: `purchase:${Date.now() % 1_000_000}${sequence}`,
    payer: { email: 'carla@example.com', cpf: CPF },
    expiresAt: new Date(Date.now() + 3_600_000),
    idempotencyKey: `pix-${Date.now()}-${sequence}`,
    notificationUrl: `${shopUrl}/api/payments/webhook`,
    ...overrides,
  };
}

/** The payer pays on the page standing for their bank app (the ticket_url's button). */
async function payAtBank(ticketUrl: string) {
  const response = await fetch(ticketUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(response.status).toBe(200);
}

const control = (path: string, body: unknown = {}) =>
  fetch(`${mock.url}/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.json() as Promise<Record<string, unknown>>);

async function expectProviderError(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(PaymentProviderError);
  expect(error).toMatchObject({ code: 'provider-failed', message: PROVIDER_UNAVAILABLE_MESSAGE });
  return error as PaymentProviderError;
}

describe('createPixPayment', () => {
  it('sends reais and the CPF, and answers the QR code in centavos and Dates', async () => {
    const input = pixInput();
    const pix = await client.createPixPayment(input);

    expect(pix).toMatchObject({
      status: 'pending',
      statusDetail: 'pending_waiting_transfer',
      amountCents: 26_250,
      externalReference: input.externalReference,
    });
    expect(pix.id).toMatch(/^\d+$/);
    expect(pix.qrCode).toContain('5406262.50');
    expect(pix.ticketUrl).toBe(`${mock.url}/payments/${pix.id}/ticket`);
    expect(pix.expiresAt.toISOString()).toBe(input.expiresAt.toISOString());

    const payment = await client.getPayment(pix.id);
    expect(payment).toMatchObject({ status: 'pending', transaction_amount: 262.5, payment_method_id: 'pix' });
    // Read back, the payer's CPF keeps only its middle digits.
    expect(payment?.payer).toMatchObject({ identification: { type: 'CPF', number: '***.982.247-**' } });
    expect(JSON.stringify(payment)).not.toContain('52998224725');
  });

  it('a retry with the same idempotency key gets the same payment, not a second one', async () => {
    const input = pixInput();
    const [first, second] = await Promise.all([
      client.createPixPayment(input),
      client.createPixPayment(input),
    ]);
    expect(second.id).toBe(first.id);
    const page = await client.searchPayments({
      externalReference: input.externalReference,
      beginDate: new Date(Date.now() - 60_000),
      endDate: new Date(Date.now() + 60_000),
      offset: 0,
      limit: 10,
    });
    expect(page.total).toBe(1);
  });

  it('a CPF the provider refuses is a 502 whose detail does not carry the CPF', async () => {
    const error = await expectProviderError(
      client.createPixPayment(pixInput({ payer: { email: 'carla@example.com', cpf: '529.982.247-24' } })),
    );
    expect(error.detail).toContain('HTTP 400');
    expect(error.detail).toContain('Invalid user identification number');
    expect(error.detail).not.toContain('52998224724');
  });
});

describe('refundPayment', () => {
  it('refunds part, then the rest: the payment ends refunded with every centavo accounted for', async () => {
    const pix = await client.createPixPayment(pixInput({ amountCents: 10_000 }));
    await payAtBank(pix.ticketUrl);

    const partial = await client.refundPayment(pix.id, {
      amountCents: 3_050,
      idempotencyKey: `r1-${pix.id}`,
    });
    expect(partial).toMatchObject({ paymentId: pix.id, amountCents: 3_050, status: 'approved' });
    expect(partial.createdAt).toBeInstanceOf(Date);
    expect(await client.getPayment(pix.id)).toMatchObject({
      status: 'approved',
      transaction_amount_refunded: 30.5,
    });

    // The same key again (a retry after a timeout) does not refund twice.
    const retried = await client.refundPayment(pix.id, {
      amountCents: 3_050,
      idempotencyKey: `r1-${pix.id}`,
    });
    expect(retried.id).toBe(partial.id);

    const rest = await client.refundPayment(pix.id, { idempotencyKey: `r2-${pix.id}` });
    expect(rest.amountCents).toBe(6_950);
    expect(await client.getPayment(pix.id)).toMatchObject({
      status: 'refunded',
      transaction_amount_refunded: 100,
    });
  });

  it('refunding more than is left, or an unpaid Pix, is a provider error', async () => {
    const pix = await client.createPixPayment(pixInput({ amountCents: 1_000 }));
    await expectProviderError(client.refundPayment(pix.id, { idempotencyKey: `unpaid-${pix.id}` }));
    await payAtBank(pix.ticketUrl);
    await expectProviderError(
      client.refundPayment(pix.id, { amountCents: 1_001, idempotencyKey: `more-${pix.id}` }),
    );
  });
});

describe('searchPayments: reconciliation when notifications are lost', () => {
  it('finds the payment approved while the webhooks were down, with its reference and amount', async () => {
    await control('/webhooks', { deliver: false });
    let pix: Awaited<ReturnType<MercadoPagoClient['createPixPayment']>>;
    const input = pixInput({ amountCents: 4_990 });
    try {
      pix = await client.createPixPayment(input);
      await payAtBank(pix.ticketUrl);
    } finally {
      await control('/webhooks', { deliver: true });
    }
    expect(notifications.some((n) => n.body.data?.id === pix.id)).toBe(false);

    const page = await client.searchPayments({
      externalReference: input.externalReference,
      status: 'approved',
      beginDate: new Date(Date.now() - 3_600_000),
      endDate: new Date(Date.now() + 60_000),
      offset: 0,
      limit: 50,
    });
    expect(page).toMatchObject({ total: 1, offset: 0, limit: 50 });
    expect(page.results[0]).toMatchObject({
      id: pix.id,
      status: 'approved',
      externalReference: input.externalReference,
      amountCents: 4_990,
      refundedCents: 0,
    });
    expect(page.results[0]?.approvedAt).toBeInstanceOf(Date);
  });

  it('pages oldest first, and an empty window finds nothing', async () => {
    const reference = `service:${Date.now() % 1_000_000}`;
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await client.createPixPayment(pixInput({ externalReference: reference }))).id);
    const window = { beginDate: new Date(Date.now() - 60_000), endDate: new Date(Date.now() + 60_000) };

    const second = await client.searchPayments({
      externalReference: reference,
      ...window,
      offset: 1,
      limit: 1,
    });
    expect(second.total).toBe(3);
    expect(second.results.map((payment) => payment.id)).toEqual([ids[1]]);

    const before = await client.searchPayments({
      externalReference: reference,
      beginDate: new Date(Date.now() - 7_200_000),
      endDate: new Date(Date.now() - 3_600_000),
      offset: 0,
      limit: 10,
    });
    expect(before).toMatchObject({ total: 0, results: [] });
  });
});

describe('findChargeback', () => {
  it('reads the dispute opened on a paid Pix: amount in centavos, documents due in 10 days', async () => {
    const pix = await client.createPixPayment(pixInput({ amountCents: 8_000 }));
    await payAtBank(pix.ticketUrl);
    const { chargeback } = (await control(`/payments/${pix.id}/chargeback`)) as {
      chargeback: { id: string };
    };

    const found = await client.findChargeback(chargeback.id);
    expect(found).toMatchObject({
      id: chargeback.id,
      paymentIds: [pix.id],
      amountCents: 8_000,
      coverageApplied: false,
      documentationRequired: true,
    });
    const days = ((found?.documentationDeadline?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.99);
    expect(days).toBeLessThanOrEqual(10);
    expect((await client.getPayment(pix.id))?.status).toBe('charged_back');
    expect(
      notifications.some((n) => n.body.type === 'chargebacks' && n.body.data?.id === chargeback.id),
    ).toBe(true);
  });

  it('answers null for a chargeback the provider does not know', async () => {
    expect(await client.findChargeback('999')).toBeNull();
  });
});

describe('errors and timeouts, as for the other calls', () => {
  it('a wrong token or an unreachable provider is a 502 with the Portuguese message', async () => {
    const wrong = new MercadoPagoClient({ apiUrl: mock.url, accessToken: 'outro' });
    await expectProviderError(wrong.findChargeback('1'));
    await expectProviderError(wrong.refundPayment('1', { idempotencyKey: 'k' }));

    const hanging = http.createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const slow = new MercadoPagoClient({
        apiUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`,
        accessToken: MP_TOKEN,
        timeoutMs: 200,
      });
      const error = await expectProviderError(slow.createPixPayment(pixInput()));
      expect(error.detail).toContain('TimeoutError');
      await expectProviderError(
        slow.searchPayments({ beginDate: new Date(0), endDate: new Date(), offset: 0, limit: 1 }),
      );
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }

    const unconfigured = new MercadoPagoClient({ apiUrl: null, accessToken: MP_TOKEN });
    await expectProviderError(unconfigured.createPixPayment(pixInput()));
  });
});
