import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../../helpers/accounts';
import { addGiftsToEvent, buildWithPayments, MP_TOKEN, setPlatformFees } from '../../../helpers/payments';

const { t, mock, createdNotified } = await buildWithPayments();
// At 10 %: R$ 100,00 → R$ 110,00 and R$ 52,50 → R$ 57,75; the platform's fee is R$ 10,00 and
// R$ 5,25 a gift, whoever pays it.
await setPlatformFees(t.db, { percentageGift: 10 });
const admin = await adminHeaders(t.db, (await createTestAdmin(t.db)).id);

/** A host with an event of its own (so its balance holds this test's purchases only) and two gifts. */
async function hostWithGifts(slug: string) {
  const host = await createTestUser(t.db, { event: { slug } });
  const eventId = host.event?.id ?? 0;
  const [panelas, cafeteira] = await addGiftsToEvent(t.db, eventId, [10_000, 5_250]);
  const items = [
    { id: panelas?.id ?? 0, quantity: 1 },
    { id: cafeteira?.id ?? 0, quantity: 2 },
  ];
  return { eventId, items, headers: await userHeaders(t.db, host.id) };
}

const auth = { authorization: `Bearer ${MP_TOKEN}` };

async function storedPurchase(where: { link?: string; id?: number }) {
  const [row] = await t.db
    .select()
    .from(purchases)
    .where(where.link ? eq(purchases.paymentLink, where.link) : eq(purchases.id, where.id ?? 0));
  if (!row) throw new Error('purchase not stored');
  return row;
}

/** The preference the provider was asked for. */
async function preferenceOf(preferenceId: string | null) {
  const response = await fetch(`${mock.url}/checkout/preferences/${preferenceId}`, { headers: auth });
  return (await response.json()) as { items: { unit_price: number }[] };
}

/** The guest approves on the checkout page, choosing the card's installments. */
async function approveOnCheckout(paymentLink: string, installments: number) {
  const response = await fetch(paymentLink, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'approve', installments: String(installments) }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

/** What the host's dashboard shows of its money (GET /users/events/{id}/transactions). */
async function hostTotals(eventId: number, headers: Record<string, string>) {
  const response = await t.app.inject({ url: `/api/users/events/${eventId}/transactions`, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { totalReceived: number; totalAvailable: number };
}

const buyByCard = (eventId: number, items: object[], coverFee?: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    payload: {
      eventId,
      name: 'Carla Dias',
      email: 'carla@example.com',
      items,
      ...(coverFee === undefined ? {} : { coverFee }),
    },
  });

describe('the guest covers the platform fee (card)', () => {
  it('charges the prices with the fee, and the host receives the full prices', async () => {
    const { eventId, items, headers } = await hostWithGifts('taxa-paga-pelo-convidado');

    const response = await buyByCard(eventId, items, true);

    expect(response.statusCode).toBe(200);
    const { paymentLink } = response.json();
    const stored = await storedPurchase({ link: paymentLink });
    // 110,00 + 2 × 57,75 paid; 100,00 + 2 × 52,50 for the host.
    expect(stored).toMatchObject({
      totalPriceCents: 22_550,
      userAmountCents: 20_500,
      feeCoveredByGuest: true,
    });
    const preference = await preferenceOf(stored.providerPreferenceId);
    expect(preference.items.map((item) => item.unit_price)).toEqual([110, 57.75]);

    await approveOnCheckout(paymentLink, 3);

    const approved = await storedPurchase({ id: stored.id });
    expect(approved).toMatchObject({ status: 'APPROVED', installments: 3 });
    expect(await hostTotals(eventId, headers)).toMatchObject({ totalReceived: 205, totalAvailable: 205 });
  });

  it('is what a cart without the choice does, as before', async () => {
    const { eventId, items } = await hostWithGifts('taxa-sem-escolha');

    const response = await buyByCard(eventId, items);

    const stored = await storedPurchase({ link: response.json().paymentLink });
    expect(stored).toMatchObject({
      totalPriceCents: 22_550,
      userAmountCents: 20_500,
      feeCoveredByGuest: true,
    });
  });
});

describe('the guest does not cover the platform fee', () => {
  it('by card: charges the prices alone, and the host receives them less the fee', async () => {
    const { eventId, items, headers } = await hostWithGifts('taxa-nao-paga-cartao');

    const response = await buyByCard(eventId, items, false);

    expect(response.statusCode).toBe(200);
    const { paymentLink } = response.json();
    const stored = await storedPurchase({ link: paymentLink });
    // 100,00 + 2 × 52,50 paid; (100,00 − 10,00) + 2 × (52,50 − 5,25) for the host.
    expect(stored).toMatchObject({
      totalPriceCents: 20_500,
      userAmountCents: 18_450,
      feeCoveredByGuest: false,
    });
    const preference = await preferenceOf(stored.providerPreferenceId);
    expect(preference.items.map((item) => item.unit_price)).toEqual([100, 52.5]);

    await approveOnCheckout(paymentLink, 1);

    expect(await storedPurchase({ id: stored.id })).toMatchObject({ status: 'APPROVED', installments: 1 });
    expect(await hostTotals(eventId, headers)).toMatchObject({ totalReceived: 184.5, totalAvailable: 184.5 });

    // The refund buttons split what the guest paid by the host's shares, which add up to the
    // host's amount: the lines' refunds give back the 205,00 paid, no more.
    const refunds = await t.app.inject({
      url: `/api/admin/transactions/${stored.id}/refunds`,
      headers: admin,
    });
    expect(refunds.statusCode).toBe(200);
    const { lines, remainingAmount } = refunds.json().refunds as {
      lines: { userAmount: number; refundAmount: number }[];
      remainingAmount: number;
    };
    expect(lines.map((line) => line.userAmount)).toEqual([90, 94.5]);
    expect(remainingAmount).toBe(205);
    expect(lines.reduce((sum, line) => sum + line.refundAmount * 100, 0)).toBeLessThanOrEqual(20_500);
  });

  it('by Pix: the provider is asked for the prices alone, and the host receives them less the fee', async () => {
    const { eventId, items, headers } = await hostWithGifts('taxa-nao-paga-pix');

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guests/purchase/pix',
      payload: {
        eventId,
        name: 'Carla Dias',
        email: 'carla@example.com',
        cpf: '529.982.247-25',
        attemptId: randomUUID(),
        items,
        coverFee: false,
      },
    });

    expect(response.statusCode).toBe(200);
    const { purchase } = response.json();
    expect(purchase.totalPrice).toBe(205);
    const stored = await storedPurchase({ id: purchase.id });
    expect(stored).toMatchObject({
      totalPriceCents: 20_500,
      userAmountCents: 18_450,
      feeCoveredByGuest: false,
    });
    const payment = (await (
      await fetch(`${mock.url}/v1/payments/${stored.providerPaymentId}`, { headers: auth })
    ).json()) as {
      transaction_amount: number;
      point_of_interaction: { transaction_data: { ticket_url: string } };
    };
    expect(payment.transaction_amount).toBe(205);

    // The guest pays in the bank's app, once the Pix's creation was notified (as pix.test.ts
    // does); the purchase is approved and a Pix records no installments.
    await createdNotified(stored.providerPaymentId ?? '');
    const paid = await fetch(payment.point_of_interaction.transaction_data.ticket_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(paid.status).toBe(200);
    await expect
      .poll(async () => (await storedPurchase({ id: stored.id })).status, { timeout: 5_000 })
      .toBe('APPROVED');
    expect((await storedPurchase({ id: stored.id })).installments).toBeNull();
    expect(await hostTotals(eventId, headers)).toMatchObject({ totalReceived: 184.5, totalAvailable: 184.5 });
  });

  it('refuses a choice that is not true or false, naming the field', async () => {
    const { eventId, items } = await hostWithGifts('taxa-escolha-invalida');

    const response = await buyByCard(eventId, items, 'sim' as unknown as boolean);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'O campo Pagar a taxa de serviço é inválido.',
    });
  });
});
