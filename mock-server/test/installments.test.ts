import { describe, expect, it } from 'vitest';
import type { Payment } from '../src/index';
import { auth, startStandIn } from './start-stand-in';

const { mock, shop } = await startStandIn();

type PayerCost = {
  installments: number;
  installment_rate: number;
  installment_amount: number;
  total_amount: number;
};

async function installments(query: string) {
  const response = await fetch(`${mock.url}/v1/payment_methods/installments?${query}`, { headers: auth });
  return { status: response.status, body: (await response.json()) as [{ payer_costs: PayerCost[] }] };
}

async function createPreference(extra: Record<string, unknown>) {
  const response = await fetch(`${mock.url}/checkout/preferences`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      items: [{ id: '7', title: 'Jogo de panelas', quantity: 1, unit_price: 100, currency_id: 'BRL' }],
      notification_url: `${shop.url}/api/payments/webhook`,
      external_reference: 'purchase:42',
      ...extra,
    }),
  });
  return { status: response.status, body: (await response.json()) as { id: string; error?: string } };
}

function pay(preferenceId: string, installmentsChosen: string) {
  return fetch(`${mock.url}/checkout/${preferenceId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'approve', installments: installmentsChosen }).toString(),
    redirect: 'manual',
  });
}

async function paymentsOf(preferenceId: string): Promise<Payment[]> {
  return (await fetch(`${mock.url}/__control/preferences/${preferenceId}/payments`)).json() as Promise<
    Payment[]
  >;
}

describe('GET /v1/payment_methods/installments', () => {
  it("answers the fixed rates' payer costs for 1 to 12 installments", async () => {
    const { status, body } = await installments('amount=100&payment_method_id=master');

    expect(status).toBe(200);
    const costs = body[0].payer_costs;
    expect(costs).toHaveLength(12);
    expect(costs[0]).toMatchObject({
      installments: 1,
      installment_rate: 0,
      installment_amount: 100,
      total_amount: 100,
    });
    expect(costs[1]).toMatchObject({
      installments: 2,
      installment_rate: 4.59,
      installment_amount: 52.3,
      total_amount: 104.6,
    });
    expect(costs[11]).toMatchObject({
      installments: 12,
      installment_rate: 17.28,
      installment_amount: 9.77,
      total_amount: 117.24,
    });
  });

  it('needs the access token and a positive amount', async () => {
    const anonymous = await fetch(`${mock.url}/v1/payment_methods/installments?amount=100`);
    expect(anonymous.status).toBe(401);
    expect((await installments('amount=0')).status).toBe(400);
    expect((await installments('payment_method_id=visa')).status).toBe(400);
  });
});

describe('a preference with installments', () => {
  it('refuses installments that are not whole numbers from 1', async () => {
    const { status, body } = await createPreference({ payment_methods: { installments: 0 } });
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_payment_methods');
    const pricing = await createPreference({ differential_pricing: { id: 'x' } });
    expect(pricing.status).toBe(400);
  });

  it('offers at most its maximum on the checkout page and pays the chosen installments with interest', async () => {
    const { body } = await createPreference({
      payment_methods: { installments: 3, default_installments: 1 },
    });

    const page = await (await fetch(`${mock.url}/checkout/${body.id}`)).text();
    expect(page).toContain('<select name="installments">');
    expect(page).toContain('3 parcelas de R$');
    expect(page).not.toContain('4 parcelas');

    // Asking for more than offered pays the most offered.
    expect((await pay(body.id, '12')).status).toBe(200);
    const [payment] = await paymentsOf(body.id);
    expect(payment).toMatchObject({
      installments: 3,
      transaction_amount: 100,
      transaction_details: { installment_amount: 35.32, total_paid_amount: 105.96 },
    });
  });

  it('pays without interest under a differential pricing', async () => {
    const { body } = await createPreference({
      payment_methods: { installments: 12, default_installments: 1 },
      differential_pricing: { id: 77 },
    });

    const page = await (await fetch(`${mock.url}/checkout/${body.id}`)).text();
    expect(page).toContain('12 parcelas de R$');
    expect(page).toContain('sem juros');

    await pay(body.id, '4');
    const [payment] = await paymentsOf(body.id);
    expect(payment).toMatchObject({
      installments: 4,
      transaction_details: { installment_amount: 25, total_paid_amount: 100 },
    });
  });
});
