import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases, SETTINGS_ID, settings } from '../../../../src/db/schema/index';
import { createTestUser } from '../../../helpers/accounts';
import { addGiftsToEvent, buildWithPayments, MP_TOKEN } from '../../../helpers/payments';

const { t, mock } = await buildWithPayments();
// The guest pays the interest, at the provider's rates, in at most 6 installments.
await t.db
  .insert(settings)
  .values({ id: SETTINGS_ID, percentageGift: 10, maxInstallments: 6, installmentInterest: 'GUEST' });

const host = await createTestUser(t.db, { event: { slug: 'parcelas-com-juros' } });
const eventId = host.event?.id ?? 0;
// R$ 100,00: R$ 110,00 with the fee.
const [panelas] = await addGiftsToEvent(t.db, eventId, [10_000]);
const items = [{ id: panelas?.id ?? 0, quantity: 1 }];

const installments = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/guests/purchase/installments', payload });

describe('POST /api/guests/purchase/installments, the guest paying the interest', () => {
  it("answers the provider's rates for the cart with the fee, up to the platform's maximum", async () => {
    const response = await installments({ eventId, items, coverFee: true });

    expect(response.statusCode).toBe(200);
    const { available, options } = response.json();
    expect(available).toBe(true);
    expect(options).toHaveLength(6);
    // The mock-server's fixed rates: 0 % in 1x, 4,59 % in 2x, 9,96 % in 6x.
    expect(options[0]).toEqual({
      installments: 1,
      installmentAmount: 110,
      firstInstallmentAmount: 110,
      totalAmount: 110,
      interestFree: true,
    });
    expect(options[1]).toEqual({
      installments: 2,
      installmentAmount: 57.52,
      firstInstallmentAmount: 57.52,
      totalAmount: 115.04,
      interestFree: false,
    });
    expect(options[5]).toMatchObject({ installments: 6, installmentAmount: 20.16, totalAmount: 120.96 });
  });

  it('prices the cart without the fee when the guest does not cover it', async () => {
    const response = await installments({ eventId, items, coverFee: false });

    const { options } = response.json();
    expect(options[0]).toMatchObject({ installments: 1, totalAmount: 100, interestFree: true });
    expect(options[5]).toMatchObject({ installments: 6, installmentAmount: 18.33, totalAmount: 109.98 });
  });

  it('writes no purchase', async () => {
    await installments({ eventId, items, coverFee: true });
    expect(await t.db.select().from(purchases).where(eq(purchases.eventId, eventId))).toEqual([]);
  });

  it("refuses a cart that is not the event's, with the purchase's messages", async () => {
    const empty = await installments({ eventId, items: [], coverFee: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ success: false, message: 'O carrinho deve ter ao menos um presente.' });

    const unknown = await installments({ eventId, items: [{ id: 999_999, quantity: 1 }], coverFee: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Um dos presentes escolhidos não está na lista deste evento.');

    const noEvent = await installments({ eventId: 999_999, items, coverFee: true });
    expect(noEvent.statusCode).toBe(404);

    const badChoice = await installments({ eventId, items, coverFee: 1 });
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.json().message).toBe('O campo Pagar a taxa de serviço é inválido.');
  });
});

describe('the card checkout', () => {
  it("offers the platform's maximum of installments, at the provider's rates", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guests/purchase',
      payload: { eventId, name: 'Carla Dias', email: 'carla@example.com', items, coverFee: true },
    });

    expect(response.statusCode).toBe(200);
    const [stored] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentLink, response.json().paymentLink));
    const preference = await fetch(`${mock.url}/checkout/preferences/${stored?.providerPreferenceId}`, {
      headers: { authorization: `Bearer ${MP_TOKEN}` },
    }).then((r) => r.json() as Promise<Record<string, unknown>>);
    expect(preference.payment_methods).toEqual({ installments: 6, default_installments: 1 });
    expect(preference).not.toHaveProperty('differential_pricing');
  });
});
