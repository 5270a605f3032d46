import { describe, expect, it } from 'vitest';
import { type Payment, signNotification } from '../src/index';
import { auth, SECRET, startStandIn } from './start-stand-in';

const { mock, shop } = await startStandIn();

async function createPreference(overrides: Record<string, unknown> = {}) {
  const response = await fetch(`${mock.url}/checkout/preferences`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      items: [
        { id: '7', title: 'Jogo de panelas', quantity: 2, unit_price: 105, currency_id: 'BRL' },
        { id: '9', title: 'Cafeteira', quantity: 1, unit_price: 52.5, currency_id: 'BRL' },
      ],
      payer: { name: 'Carla', email: 'carla@example.com' },
      back_urls: {
        success: 'http://site.localhost/page/checkout-success?event=ana-e-pedro',
        failure: 'http://site.localhost/ana-e-pedro',
        pending: 'http://site.localhost/page/checkout-success?event=ana-e-pedro',
      },
      auto_return: 'approved',
      notification_url: `${shop.url}/api/payments/webhook`,
      external_reference: 'purchase:42',
      ...overrides,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** Clicks a button of the checkout page as a browser does: a form post, redirects not followed. */
function click(preferenceId: string, decision: string) {
  return fetch(`${mock.url}/checkout/${preferenceId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
}

async function getPayment(id: string | number): Promise<Payment> {
  const response = await fetch(`${mock.url}/v1/payments/${id}`, { headers: auth });
  expect(response.status).toBe(200);
  return (await response.json()) as Payment;
}

describe('POST /checkout/preferences', () => {
  it('answers 201 with the id and an init_point on the mock checkout', async () => {
    const { status, body } = await createPreference();

    expect(status).toBe(201);
    expect(body.id).toMatch(/^\d+-[0-9a-f-]{36}$/);
    expect(body.init_point).toBe(`${mock.url}/checkout/${body.id}`);
    expect(body.sandbox_init_point).toBe(body.init_point);
    expect(body.external_reference).toBe('purchase:42');
  });

  it('refuses a missing or wrong access token with the API’s 401', async () => {
    const response = await fetch(`${mock.url}/checkout/preferences`, {
      method: 'POST',
      headers: { authorization: 'Bearer outro', 'content-type': 'application/json' },
      body: JSON.stringify({ items: [] }),
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'unauthorized', status: 401 });
  });

  it('refuses what the real API refuses', async () => {
    expect((await createPreference({ items: [] })).body).toMatchObject({
      status: 400,
      error: 'invalid_items',
    });
    expect(
      (await createPreference({ items: [{ title: 'X', quantity: 0, unit_price: 10 }] })).body,
    ).toMatchObject({ status: 400, error: 'invalid_items' });
    expect((await createPreference({ back_urls: {} })).body).toMatchObject({
      status: 400,
      error: 'invalid_auto_return',
    });
  });
});

describe('the checkout page', () => {
  it('shows the items, the total and the three buttons, in Portuguese', async () => {
    const { body } = await createPreference();

    const response = await fetch(body.init_point ?? '');
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('Jogo de panelas');
    expect(html).toContain('Cafeteira');
    expect(html).toContain('R$\u00a0262,50');
    for (const label of ['Aprovar', 'Recusar', 'Deixar pendente'])
      expect(html).toContain(`>${label}</button>`);
  });

  it("'Voltar para a loja' leaves without paying: the failure address, every payment field 'null'", async () => {
    const { body } = await createPreference();
    const html = await (await fetch(body.init_point ?? '')).text();

    const href = /<a href="([^"]+)">Voltar para a loja<\/a>/.exec(html)?.[1] ?? '';
    const back = new URL(href.replaceAll('&#38;', '&'));
    expect(back.pathname).toBe('/ana-e-pedro');
    expect(back.searchParams.get('collection_status')).toBe('null');
    expect(back.searchParams.get('status')).toBe('null');
    expect(back.searchParams.get('payment_id')).toBe('null');
    expect(back.searchParams.get('external_reference')).toBe('purchase:42');
    expect(back.searchParams.get('preference_id')).toBe(body.id);
  });

  it('Aprovar: creates an approved payment, notifies the shop signed, and redirects to success', async () => {
    const { body: preference } = await createPreference();
    const before = shop.received.length;

    const response = await click(preference.id ?? '', 'approve');

    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://site.localhost/page/checkout-success');
    expect(location.searchParams.get('event')).toBe('ana-e-pedro');
    expect(location.searchParams.get('status')).toBe('approved');
    expect(location.searchParams.get('external_reference')).toBe('purchase:42');
    const paymentId = location.searchParams.get('payment_id') ?? '';

    const payment = await getPayment(paymentId);
    expect(payment).toMatchObject({
      status: 'approved',
      status_detail: 'accredited',
      transaction_amount: 262.5,
      external_reference: 'purchase:42',
      payer: { email: 'carla@example.com' },
      transaction_details: { total_paid_amount: 262.5 },
      additional_info: {
        items: [
          { id: '7', title: 'Jogo de panelas', quantity: '2', unit_price: '105' },
          { id: '9', title: 'Cafeteira', quantity: '1', unit_price: '52.5' },
        ],
      },
    });

    expect(shop.received.length).toBe(before + 1);
    const notification = shop.received.at(-1);
    const url = new URL(notification?.url ?? '', shop.url);
    expect(url.pathname).toBe('/api/payments/webhook');
    expect(url.searchParams.get('data.id')).toBe(paymentId);
    expect(url.searchParams.get('type')).toBe('payment');
    expect(notification?.body).toMatchObject({
      action: 'payment.created',
      api_version: 'v1',
      data: { id: paymentId },
      live_mode: false,
      type: 'payment',
    });
    const requestId = String(notification?.headers['x-request-id']);
    const signature = String(notification?.headers['x-signature']);
    const ts = /ts=(\d+)/.exec(signature)?.[1] ?? '';
    expect(signature).toBe(signNotification(SECRET, paymentId, requestId, ts));
  });

  it('Recusar redirects to failure; a new attempt is a new payment', async () => {
    const { body: preference } = await createPreference();

    const refused = await click(preference.id ?? '', 'reject');
    expect(refused.status).toBe(303);
    const refusedAt = new URL(refused.headers.get('location') ?? '');
    expect(refusedAt.pathname).toBe('/ana-e-pedro');
    const refusedId = refusedAt.searchParams.get('payment_id');
    expect((await getPayment(refusedId ?? '')).status).toBe('rejected');

    const approved = await click(preference.id ?? '', 'approve');
    const approvedId = new URL(approved.headers.get('location') ?? '').searchParams.get('payment_id');
    expect(approvedId).not.toBe(refusedId);
    expect((await getPayment(approvedId ?? '')).status).toBe('approved');
  });

  it('Deixar pendente leaves a pending payment that a later click updates (payment.updated)', async () => {
    const { body: preference } = await createPreference();

    const pending = await click(preference.id ?? '', 'pending');
    const pendingId = new URL(pending.headers.get('location') ?? '').searchParams.get('payment_id') ?? '';
    expect((await getPayment(pendingId)).status).toBe('pending');
    expect(shop.received.at(-1)?.body).toMatchObject({ action: 'payment.created' });

    const approved = await click(preference.id ?? '', 'approve');
    expect(new URL(approved.headers.get('location') ?? '').searchParams.get('payment_id')).toBe(pendingId);
    expect((await getPayment(pendingId)).status).toBe('approved');
    expect(shop.received.at(-1)?.body).toMatchObject({ action: 'payment.updated', data: { id: pendingId } });

    // Paid: the page says so and another click changes nothing.
    expect(await (await fetch(preference.init_point ?? '')).text()).toContain('já foi aprovado');
    const again = await click(preference.id ?? '', 'reject');
    expect(again.status).toBe(303);
    expect((await getPayment(pendingId)).status).toBe('approved');
  });

  it('answers an unknown preference or payment with 404', async () => {
    expect((await fetch(`${mock.url}/checkout/nao-existe`)).status).toBe(404);
    const response = await fetch(`${mock.url}/v1/payments/999`, { headers: auth });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found', message: 'Payment not found' });
  });
});

describe('the control calls', () => {
  it('resend a notification N times, signed, forged or unsigned', async () => {
    const { body: preference } = await createPreference();
    const paid = await fetch(`${mock.url}/__control/preferences/${preference.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'approve', notify: false }),
    });
    const { payment } = (await paid.json()) as { payment: Payment };
    const before = shop.received.length;

    const notify = (body: object) =>
      fetch(`${mock.url}/__control/payments/${payment.id}/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<{ deliveries: { status: number }[] }>);

    expect((await notify({ times: 3 })).deliveries.map((d) => d.status)).toEqual([200, 200, 200]);
    await notify({ signature: 'forged' });
    await notify({ signature: 'missing' });

    const received = shop.received.slice(before);
    expect(received).toHaveLength(5);
    const valid = (headers: (typeof received)[number]['headers']) => {
      const signature = String(headers['x-signature'] ?? '');
      const ts = /ts=(\d+)/.exec(signature)?.[1] ?? '';
      return signature === signNotification(SECRET, String(payment.id), String(headers['x-request-id']), ts);
    };
    expect(received.map((r) => valid(r.headers))).toEqual([true, true, true, false, false]);
    expect(received[4]?.headers['x-signature']).toBeUndefined();
  });

  it('change a payment behind the shop’s back (a refund)', async () => {
    const { body: preference } = await createPreference();
    const response = await fetch(`${mock.url}/__control/preferences/${preference.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'approve' }),
    });
    const { payment } = (await response.json()) as { payment: Payment };

    await fetch(`${mock.url}/__control/payments/${payment.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'refunded' }),
    });

    expect(await getPayment(payment.id)).toMatchObject({
      status: 'refunded',
      transaction_amount_refunded: 262.5,
    });
  });
});
