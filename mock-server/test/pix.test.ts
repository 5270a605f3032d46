import { describe, expect, it, vi } from 'vitest';
import { type Payment, signNotification } from '../src/index';
import { crc16 } from '../src/mercadopago/br-code';
import { isValidCpf } from '../src/mercadopago/cpf';
import { auth, SECRET, startStandIn } from './start-stand-in';

const CPF = '52998224725';

const { mock, shop } = await startStandIn();

let keys = 0;
const newKey = () => `chave-${Date.now()}-${++keys}`;

type PixPayment = Payment & {
  point_of_interaction: { transaction_data: { qr_code: string; qr_code_base64: string; ticket_url: string } };
};

function pixBody(overrides: Record<string, unknown> = {}) {
  return {
    transaction_amount: 262.5,
    description: 'Presentes para Ana e Pedro',
    payment_method_id: 'pix',
    payer: { email: 'carla@example.com', identification: { type: 'CPF', number: CPF } },
    external_reference: `purchase:${++keys}`,
    notification_url: `${shop.url}/api/payments/webhook`,
    ...overrides,
  };
}

async function api(method: string, path: string, body?: unknown, key: string | null = newKey()) {
  const response = await fetch(`${mock.url}${path}`, {
    method,
    headers: { ...auth, ...(key ? { 'x-idempotency-key': key } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function createPix(overrides: Record<string, unknown> = {}) {
  const { status, body } = await api('POST', '/v1/payments', pixBody(overrides));
  expect(status).toBe(201);
  return body as unknown as PixPayment;
}

async function getPayment(id: number | string) {
  return (await api('GET', `/v1/payments/${id}`, undefined, null)).body as unknown as PixPayment;
}

/** The notifications the shop has received about this data id, waiting a little for ones sent after an answer. */
async function received(dataId: string | number, count: number, waitMs = 3_000) {
  const found = () =>
    shop.received.filter((r) => new URL(r.url, shop.url).searchParams.get('data.id') === String(dataId));
  // Fewer than `count` by the deadline: what came is answered, for the test to assert on.
  await vi
    .waitFor(() => expect(found().length).toBeGreaterThanOrEqual(count), { timeout: waitMs, interval: 20 })
    .catch(() => undefined);
  return found();
}

const pay = (ticketUrl: string) =>
  fetch(ticketUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });

const control = (path: string, body: unknown = {}) =>
  fetch(`${mock.url}/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the Pix building blocks', () => {
  it('CRC16 is CCITT-FALSE, and CPF check digits are checked', async () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
    for (const cpf of ['52998224724', '11111111111', '1234567890', '']) expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('POST /v1/payments (Pix)', () => {
  it('answers a pending Pix with a BR Code holding the amount and txid, a real PNG and the ticket_url', async () => {
    const before = Date.now();
    const payment = await createPix();

    expect(payment).toMatchObject({
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      payment_method_id: 'pix',
      payment_type_id: 'bank_transfer',
      transaction_amount: 262.5,
      payer: { email: 'carla@example.com' },
    });
    const expiresIn = new Date(payment.date_of_expiration ?? '').getTime() - before;
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000 + 1_000);

    const { qr_code, qr_code_base64, ticket_url } = payment.point_of_interaction.transaction_data;
    expect(qr_code).toMatch(/^000201010212/);
    expect(qr_code).toContain('0014br.gov.bcb.pix');
    expect(qr_code).toContain('5406262.50');
    expect(qr_code).toContain(`CELEBRA${payment.id}`);
    expect(qr_code.slice(-4)).toBe(crc16(qr_code.slice(0, -4)));
    const png = Buffer.from(qr_code_base64, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBeGreaterThan(100);
    expect(ticket_url).toBe(`${mock.url}/payments/${payment.id}/ticket`);

    expect(await getPayment(payment.id)).toMatchObject({ id: payment.id, status: 'pending' });
    const [created] = await received(payment.id, 1);
    expect(created?.body).toMatchObject({ action: 'payment.created', type: 'payment' });
  });

  it('takes a date_of_expiration, and refuses one in the past', async () => {
    const at = new Date(Date.now() + 2 * 3600_000).toISOString();
    expect((await createPix({ date_of_expiration: at })).date_of_expiration).toBe(at);
    const past = await api('POST', '/v1/payments', pixBody({ date_of_expiration: '2020-01-01T00:00:00Z' }));
    expect(past.status).toBe(400);
  });

  it('the same X-Idempotency-Key and body give the same payment; another body is a 400', async () => {
    const key = newKey();
    const body = pixBody();
    const [first, second] = await Promise.all([
      api('POST', '/v1/payments', body, key),
      api('POST', '/v1/payments', body, key),
    ]);
    const third = await api('POST', '/v1/payments', body, key);

    expect(first.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(third.body.id).toBe(first.body.id);
    const search = await api(
      'GET',
      `/v1/payments/search?external_reference=${body.external_reference}`,
      undefined,
      null,
    );
    expect((search.body.paging as { total: number }).total).toBe(1);

    const other = await api('POST', '/v1/payments', { ...body, transaction_amount: 10 }, key);
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ error: 'bad_request', status: 400 });
  });

  it('refuses what the real API refuses, never echoing the CPF', async () => {
    const missingKey = await api('POST', '/v1/payments', pixBody(), null);
    expect(missingKey).toMatchObject({
      status: 400,
      body: { message: "Header X-Idempotency-Key can't be null" },
    });

    const badCpf = await api(
      'POST',
      '/v1/payments',
      pixBody({
        payer: { email: 'carla@example.com', identification: { type: 'CPF', number: '52998224724' } },
      }),
    );
    expect(badCpf.status).toBe(400);
    expect(badCpf.body).toMatchObject({
      error: 'bad_request',
      message: 'Invalid user identification number',
      cause: [{ code: 2067 }],
    });
    expect(JSON.stringify(badCpf.body)).not.toContain('52998224724');

    for (const overrides of [
      { transaction_amount: 0 },
      { payment_method_id: 'visa' },
      { payer: { email: 'nao-e-email', identification: { type: 'CPF', number: CPF } } },
      { payer: { email: 'carla@example.com', identification: { type: 'CPF', number: '11111111111' } } },
      { notification_url: 'nao-e-url' },
    ]) {
      expect((await api('POST', '/v1/payments', pixBody(overrides))).status).toBe(400);
    }
    const unauthorized = await fetch(`${mock.url}/v1/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-idempotency-key': newKey() },
      body: JSON.stringify(pixBody()),
    });
    expect(unauthorized.status).toBe(401);
  });
});

describe('the Pix page (ticket_url)', () => {
  it('shows the QR code and Pagar; paying approves it and notifies the shop, signed', async () => {
    const payment = await createPix();
    const { ticket_url } = payment.point_of_interaction.transaction_data;

    const html = await (await fetch(ticket_url)).text();
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('R$\u00a0262,50');
    expect(html).toContain('data:image/png;base64,');
    expect(html).toContain('>Pagar</button>');

    const paid = await pay(ticket_url);
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Pix pago');

    const approved = await getPayment(payment.id);
    expect(approved).toMatchObject({ status: 'approved', status_detail: 'accredited' });
    expect(approved.date_approved).not.toBeNull();

    const notifications = await received(payment.id, 2);
    const update = notifications.find((n) => (n.body as { action: string }).action === 'payment.updated');
    expect(update?.body).toMatchObject({ type: 'payment', data: { id: String(payment.id) } });
    const signature = String(update?.headers['x-signature']);
    const ts = /ts=(\d+)/.exec(signature)?.[1] ?? '';
    expect(signature).toBe(
      signNotification(SECRET, String(payment.id), String(update?.headers['x-request-id']), ts),
    );

    // Paid: a second click pays nothing.
    expect((await pay(ticket_url)).status).toBe(409);
  });

  it('an expired Pix is cancelled / expired, notified, and cannot be paid', async () => {
    const payment = await createPix();
    const response = await control(`/payments/${payment.id}/expire`);
    expect(response.status).toBe(200);

    expect(await getPayment(payment.id)).toMatchObject({ status: 'cancelled', status_detail: 'expired' });
    // Its creation's notice goes out a moment after the answer, so it may come after this one.
    const notifications = await received(payment.id, 2);
    expect(
      notifications.map((notification) => (notification.body as { action: string }).action).sort(),
    ).toEqual(['payment.created', 'payment.updated']);

    const { ticket_url } = payment.point_of_interaction.transaction_data;
    expect(await (await fetch(ticket_url)).text()).toContain('Pix expirado');
    const attempt = await pay(ticket_url);
    expect(attempt.status).toBe(409);
    expect((await getPayment(payment.id)).status).toBe('cancelled');
  });
});

describe('refunds', () => {
  async function paidPix(amount = 100) {
    const payment = await createPix({ transaction_amount: amount });
    await pay(payment.point_of_interaction.transaction_data.ticket_url);
    return payment;
  }

  it('a partial refund keeps the payment approved; the rest makes it refunded; both notified and listed', async () => {
    const payment = await paidPix(100);

    const partial = await api('POST', `/v1/payments/${payment.id}/refunds`, { amount: 30.5 });
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({ payment_id: payment.id, amount: 30.5, status: 'approved' });
    expect(partial.body.date_created).toEqual(expect.any(String));
    expect(await getPayment(payment.id)).toMatchObject({
      status: 'approved',
      status_detail: 'partially_refunded',
      transaction_amount_refunded: 30.5,
    });

    const rest = await api('POST', `/v1/payments/${payment.id}/refunds`, {});
    expect(rest.body).toMatchObject({ amount: 69.5 });
    expect(await getPayment(payment.id)).toMatchObject({
      status: 'refunded',
      transaction_amount_refunded: 100,
    });

    const list = await api('GET', `/v1/payments/${payment.id}/refunds`, undefined, null);
    expect((list.body as unknown as { amount: number }[]).map((r) => r.amount)).toEqual([30.5, 69.5]);
    const updates = (await received(payment.id, 4)).filter(
      (n) => (n.body as { action: string }).action === 'payment.updated',
    );
    expect(updates.length).toBe(3);
  });

  it('needs a key, refunds once per key, and refuses more than is left or an unpaid payment', async () => {
    const payment = await paidPix(50);
    expect((await api('POST', `/v1/payments/${payment.id}/refunds`, {}, null)).status).toBe(400);
    const key = newKey();
    const first = await api('POST', `/v1/payments/${payment.id}/refunds`, { amount: 10 }, key);
    const again = await api('POST', `/v1/payments/${payment.id}/refunds`, { amount: 10 }, key);
    expect(again.body.id).toBe(first.body.id);
    expect((await getPayment(payment.id)).transaction_amount_refunded).toBe(10);

    expect((await api('POST', `/v1/payments/${payment.id}/refunds`, { amount: 41 })).status).toBe(400);
    const pending = await createPix();
    expect((await api('POST', `/v1/payments/${pending.id}/refunds`, {})).status).toBe(400);
    expect((await api('POST', '/v1/payments/123/refunds', {})).status).toBe(404);
  });
});

describe('chargebacks', () => {
  it('charges back a payment, notifies topic chargebacks, and GET /v1/chargebacks/{id} answers it', async () => {
    const payment = await createPix({ transaction_amount: 80 });
    await pay(payment.point_of_interaction.transaction_data.ticket_url);

    const response = await control(`/payments/${payment.id}/chargeback`);
    const { chargeback } = (await response.json()) as { chargeback: { id: string } };

    expect((await getPayment(payment.id)).status).toBe('charged_back');
    const notified = shop.received.find(
      (r) => new URL(r.url, shop.url).searchParams.get('data.id') === chargeback.id,
    );
    expect(new URL(notified?.url ?? '', shop.url).searchParams.get('type')).toBe('chargebacks');
    expect(notified?.body).toMatchObject({ type: 'chargebacks', data: { id: chargeback.id } });
    const signature = String(notified?.headers['x-signature']);
    const ts = /ts=(\d+)/.exec(signature)?.[1] ?? '';
    expect(signature).toBe(
      signNotification(SECRET, chargeback.id, String(notified?.headers['x-request-id']), ts),
    );

    const found = await api('GET', `/v1/chargebacks/${chargeback.id}`, undefined, null);
    expect(found.body).toMatchObject({
      id: chargeback.id,
      payments: [payment.id],
      amount: 80,
      coverage_applied: false,
      documentation_required: true,
    });
    const deadline = new Date(String(found.body.date_documentation_deadline)).getTime();
    expect(Math.abs(deadline - (Date.now() + 10 * 86_400_000))).toBeLessThan(60_000);
    expect((await api('GET', '/v1/chargebacks/999', undefined, null)).status).toBe(404);
  });
});

describe('GET /v1/payments/search', () => {
  it('filters by external_reference, status and a date range, sorts and pages like the API', async () => {
    const reference = `service:${Date.now()}`;
    const a = await createPix({ external_reference: reference, transaction_amount: 1 });
    const b = await createPix({ external_reference: reference, transaction_amount: 2 });
    const c = await createPix({ external_reference: reference, transaction_amount: 3 });
    await pay(b.point_of_interaction.transaction_data.ticket_url);
    const search = async (query: string) =>
      (await api('GET', `/v1/payments/search?${query}`, undefined, null)).body as {
        paging: { total: number; limit: number; offset: number };
        results: Payment[];
      };

    const all = await search(`external_reference=${reference}&sort=date_created&criteria=asc`);
    expect(all.paging).toEqual({ total: 3, limit: 30, offset: 0 });
    expect(all.results.map((p) => p.id)).toEqual([a.id, b.id, c.id]);

    const desc = await search(`external_reference=${reference}&criteria=desc&limit=1&offset=1`);
    expect(desc.paging).toEqual({ total: 3, limit: 1, offset: 1 });
    expect(desc.results.map((p) => p.id)).toEqual([b.id]);

    expect(
      (await search(`external_reference=${reference}&status=approved`)).results.map((p) => p.id),
    ).toEqual([b.id]);

    const begin = encodeURIComponent(new Date(Date.now() - 60_000).toISOString());
    const end = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect(
      (await search(`external_reference=${reference}&range=date_created&begin_date=${begin}&end_date=${end}`))
        .paging.total,
    ).toBe(3);
    expect(
      (
        await search(
          `external_reference=${reference}&range=date_created&begin_date=NOW-1DAYS&end_date=NOW-1HOURS`,
        )
      ).paging.total,
    ).toBe(0);
    expect(
      (await api('GET', '/v1/payments/search?range=date_created&begin_date=ontem', undefined, null)).status,
    ).toBe(400);
  });
});

describe('the webhooks switch', () => {
  it('drops notifications while off (recorded as dropped) and sends them again once on', async () => {
    expect(await (await control('/webhooks', { deliver: false })).json()).toEqual({ deliver: false });
    try {
      const payment = await createPix();
      await pay(payment.point_of_interaction.transaction_data.ticket_url);

      expect((await getPayment(payment.id)).status).toBe('approved');
      expect(await received(payment.id, 1, 300)).toHaveLength(0);
      const deliveries = (await (
        await fetch(`${mock.url}/__control/deliveries?paymentId=${payment.id}`)
      ).json()) as { dropped: boolean; status: number | null }[];
      expect(deliveries.length).toBeGreaterThan(0);
      expect(deliveries.every((d) => d.dropped && d.status === null)).toBe(true);
    } finally {
      await control('/webhooks', { deliver: true });
    }
    const payment = await createPix();
    expect(await received(payment.id, 1)).toHaveLength(1);
  });
});
