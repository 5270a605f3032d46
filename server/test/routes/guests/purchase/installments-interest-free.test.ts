import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases, SETTINGS_ID, settings } from '../../../../src/db/schema/index';
import { createTestUser } from '../../../helpers/accounts';
import { addGiftsToEvent, buildWithPayments, MP_TOKEN } from '../../../helpers/payments';

// The platform's Mercado Pago account has its interest-free pricing, and the platform pays the
// interest of at most 3 installments.
const { t, mock } = await buildWithPayments({ MERCADOPAGO_INTEREST_FREE_PRICING_ID: '4321' });
await t.db
  .insert(settings)
  .values({ id: SETTINGS_ID, percentageGift: 10, maxInstallments: 3, installmentInterest: 'PLATFORM' });

const host = await createTestUser(t.db, { event: { slug: 'parcelas-sem-juros' } });
const eventId = host.event?.id ?? 0;
const [panelas] = await addGiftsToEvent(t.db, eventId, [10_000]);
const items = [{ id: panelas?.id ?? 0, quantity: 1 }];

describe('installments paid by the platform', () => {
  it('splits the total evenly, the first installment taking the centavos left over', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guests/purchase/installments',
      payload: { eventId, items, coverFee: true },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Parcelamento calculado.',
      available: true,
      options: [
        {
          installments: 1,
          installmentAmount: 110,
          firstInstallmentAmount: 110,
          totalAmount: 110,
          interestFree: true,
        },
        {
          installments: 2,
          installmentAmount: 55,
          firstInstallmentAmount: 55,
          totalAmount: 110,
          interestFree: true,
        },
        // 36,68 + 36,66 + 36,66 = 110,00.
        {
          installments: 3,
          installmentAmount: 36.66,
          firstInstallmentAmount: 36.68,
          totalAmount: 110,
          interestFree: true,
        },
      ],
    });
  });

  it('sends the checkout the interest-free pricing, and the guest pays the same total in 3x', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guests/purchase',
      payload: { eventId, name: 'Carla Dias', email: 'carla@example.com', items, coverFee: true },
    });

    const { paymentLink } = response.json();
    const [stored] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
    const preference = await fetch(`${mock.url}/checkout/preferences/${stored?.providerPreferenceId}`, {
      headers: { authorization: `Bearer ${MP_TOKEN}` },
    }).then((r) => r.json() as Promise<Record<string, unknown>>);
    expect(preference).toMatchObject({
      payment_methods: { installments: 3, default_installments: 1 },
      differential_pricing: { id: 4321 },
    });

    const page = await (await fetch(paymentLink)).text();
    expect(page).toContain('3 parcelas de R$');
    expect(page).toContain('sem juros');
    const paid = await fetch(paymentLink, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'approve', installments: '3' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const [approved] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, stored?.id ?? 0));
    expect(approved).toMatchObject({ status: 'APPROVED', installments: 3, totalPriceCents: 11_000 });
    const payment = await fetch(`${mock.url}/v1/payments/${approved?.providerPaymentId}`, {
      headers: { authorization: `Bearer ${MP_TOKEN}` },
    }).then((r) => r.json() as Promise<{ transaction_details: { total_paid_amount: number } }>);
    expect(payment.transaction_details.total_paid_amount).toBe(110);
  });
});
