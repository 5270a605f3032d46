import { describe, expect, it } from 'vitest';
import type { Chargeback, Delivery, Payment } from '../src/index';
import { auth, startStandIn } from './start-stand-in';

const { mock, shop } = await startStandIn();

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = auth) {
  const response = await fetch(`${mock.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const control = (path: string, body: unknown = {}) =>
  call('POST', `/__control${path}`, body, { 'content-type': 'application/json' });

/** A card checkout of R$ 120,00 approved through the control call, its notification left unsent. */
async function approvedPayment(): Promise<Payment> {
  const preference = await call('POST', '/checkout/preferences', {
    items: [{ id: '1', title: 'Cafeteira', quantity: 1, unit_price: 120, currency_id: 'BRL' }],
    notification_url: `${shop.url}/api/payments/webhook`,
    external_reference: 'purchase:7',
  });
  const paid = await control(`/preferences/${String(preference.body.id)}/pay`, {
    decision: 'approve',
    notify: false,
  });
  return paid.body.payment as Payment;
}

const receivedAbout = (dataId: string) =>
  shop.received.filter((r) => new URL(r.url, shop.url).searchParams.get('data.id') === dataId);

describe('chargeback control calls', () => {
  it('while the webhooks are off, a chargeback records both notifications as dropped and sends none', async () => {
    const payment = await approvedPayment();
    await control('/webhooks', { deliver: false });
    try {
      const opened = await control(`/payments/${payment.id}/chargeback`);
      const chargeback = opened.body.chargeback as Chargeback;
      const deliveries = opened.body.deliveries as Delivery[];

      expect(deliveries.map((d) => [d.topic, d.dropped])).toEqual([
        ['chargebacks', true],
        ['payment', true],
      ]);
      expect(receivedAbout(chargeback.id)).toHaveLength(0);
      expect(receivedAbout(String(payment.id))).toHaveLength(0);
      expect((await call('GET', `/v1/payments/${payment.id}`)).body.status).toBe('charged_back');
    } finally {
      await control('/webhooks', { deliver: true });
    }
  });

  it('changes the deadline and the coverage, notifies it, and GET /v1/chargebacks/{id} answers the change', async () => {
    const payment = await approvedPayment();
    const opened = await control(`/payments/${payment.id}/chargeback`);
    const chargeback = opened.body.chargeback as Chargeback;
    const deadline = '2030-01-15T18:30:00.000Z';

    const changed = await control(`/chargebacks/${chargeback.id}`, {
      date_documentation_deadline: deadline,
      coverage_applied: true,
    });

    expect(changed.status).toBe(200);
    expect((changed.body.delivery as Delivery).status).toBe(200);
    const notifications = receivedAbout(chargeback.id);
    expect(notifications.map((r) => (r.body as { action: string }).action)).toEqual(['created', 'updated']);
    expect(new URL(notifications[1]?.url ?? '', shop.url).searchParams.get('type')).toBe('chargebacks');
    expect((await call('GET', `/v1/chargebacks/${chargeback.id}`)).body).toMatchObject({
      date_documentation_deadline: deadline,
      coverage_applied: true,
      payments: [payment.id],
    });
  });

  it('sends the notification again as many times as asked, signed as asked', async () => {
    const payment = await approvedPayment();
    const { chargeback } = (await control(`/payments/${payment.id}/chargeback`, { notify: false })).body as {
      chargeback: Chargeback;
    };

    const again = await control(`/chargebacks/${chargeback.id}/notify`, { times: 3 });
    const unsigned = await control(`/chargebacks/${chargeback.id}/notify`, { signature: 'missing' });

    expect((again.body.deliveries as Delivery[]).map((d) => d.status)).toEqual([200, 200, 200]);
    const received = receivedAbout(chargeback.id);
    expect(received).toHaveLength(4);
    expect(received.slice(0, 3).every((r) => typeof r.headers['x-signature'] === 'string')).toBe(true);
    expect(received[3]?.headers['x-signature']).toBeUndefined();
    expect((unsigned.body.deliveries as Delivery[])[0]?.headers['x-signature']).toBeUndefined();
  });

  it('answers 404 for a chargeback it does not know', async () => {
    expect((await control('/chargebacks/123/notify')).status).toBe(404);
    expect((await control('/chargebacks/123', { coverage_applied: true })).status).toBe(404);
  });
});
