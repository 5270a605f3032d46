import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, purchaseItems, purchases } from '../../../../src/db/schema/index';
import { createTestUser } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { addGiftsToEvent, buildWithPayments, MP_TOKEN, setPlatformFees } from '../../../helpers/payments';

const { t, mock } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 5 });

const host = await createTestUser(t.db, { event: { title: 'Ana & Pedro', slug: 'ana-e-pedro-compra' } });
const eventId = host.event?.id ?? 0;
// R$ 100,00 and R$ 52,50: at 5 % the guest pays R$ 105,00 and R$ 55,13 (55,125 rounded up).
const [panelas, cafeteira] = await addGiftsToEvent(t.db, eventId, [10_000, 5_250]);
// A catalogue gift the back office deactivated after the couple picked it.
const [inactive] = await addGiftsToEvent(t.db, eventId, [3_000], false);
const other = await createTestUser(t.db);
const [otherGift] = await addGiftsToEvent(t.db, other.event?.id ?? 0, [1_000]);

const purchase = (payload: object) => t.app.inject({ method: 'POST', url: '/api/guests/purchase', payload });

const validBody = () => ({
  eventId,
  name: 'Carla Dias',
  email: 'carla@example.com',
  items: [
    { id: panelas?.id, quantity: 2 },
    { id: cafeteira?.id, quantity: 1 },
  ],
});

async function countPurchases() {
  return (await t.db.select({ id: purchases.id }).from(purchases)).length;
}

describe('POST /api/guests/purchase', () => {
  it('stores a pending purchase with the database prices and answers the checkout link', async () => {
    const response = await purchase(validBody());

    expect(response.statusCode).toBe(200);
    const { paymentLink } = response.json();
    expect(response.json()).toEqual({ success: true, message: expect.any(String), paymentLink });
    expect(paymentLink).toMatch(new RegExp(`^${mock.url}/checkout/`));

    const [stored] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
    expect(stored).toMatchObject({
      eventId,
      guestName: 'Carla Dias',
      guestEmail: 'carla@example.com',
      status: 'PENDING',
      userAmountCents: 25_250,
      totalPriceCents: 26_513,
      percentage: 5,
      providerPaymentId: null,
    });
    const items = await t.db
      .select({
        giftId: purchaseItems.giftId,
        quantity: purchaseItems.quantity,
        unit: purchaseItems.unitPriceCents,
      })
      .from(purchaseItems)
      .where(eq(purchaseItems.purchaseId, stored?.id ?? 0))
      .orderBy(purchaseItems.id);
    expect(items).toEqual([
      { giftId: panelas?.id, quantity: 2, unit: 10_000 },
      { giftId: cafeteira?.id, quantity: 1, unit: 5_250 },
    ]);

    // The provider was asked for exactly the final prices, and to notify our webhook.
    const preference = await fetch(`${mock.url}/checkout/preferences/${stored?.providerPreferenceId}`, {
      headers: { authorization: `Bearer ${MP_TOKEN}` },
    }).then((r) => r.json());
    expect(preference).toMatchObject({
      items: [
        { id: String(panelas?.id), title: 'Presente 1', quantity: 2, unit_price: 105, currency_id: 'BRL' },
        {
          id: String(cafeteira?.id),
          title: 'Presente 2',
          quantity: 1,
          unit_price: 55.13,
          currency_id: 'BRL',
        },
      ],
      payer: { name: 'Carla Dias', email: 'carla@example.com' },
      external_reference: `purchase:${stored?.id}`,
      notification_url: `${t.config.publicUrl}/api/payments/webhook`,
      auto_return: 'approved',
      // Every outcome lands on the return page, which reads the provider's status: a refused or
      // abandoned card says so there ('Pagamento não aprovado'), not on the top of the site.
      back_urls: {
        success: `${t.config.appUrls.site}/page/checkout-success?event=ana-e-pedro-compra`,
        pending: `${t.config.appUrls.site}/page/checkout-success?event=ana-e-pedro-compra`,
        failure: `${t.config.appUrls.site}/page/checkout-success?event=ana-e-pedro-compra`,
      },
    });
  });

  it('ignores prices and totals sent by the client', async () => {
    const body = validBody();
    const response = await purchase({
      ...body,
      totalPrice: 0.01,
      userAmount: 0.01,
      items: body.items.map((item) => ({ ...item, price: 0.01, unit_price: 0.01 })),
    });

    expect(response.statusCode).toBe(200);
    const [stored] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentLink, response.json().paymentLink));
    expect(stored).toMatchObject({ userAmountCents: 25_250, totalPriceCents: 26_513 });
  });

  it.each([
    [{ quantity: 0 }, 'A quantidade do presente 1 é inválida.'],
    [{ quantity: -1 }, 'A quantidade do presente 1 é inválida.'],
    [{ quantity: 1.5 }, 'A quantidade do presente 1 é inválida.'],
    [{ quantity: '2' }, 'A quantidade do presente 1 é inválida.'],
    [{ quantity: 100 }, 'A quantidade do presente 1 deve ser no máximo 99.'],
  ])('refuses a quantity of %o', async (change, message) => {
    const before = await countPurchases();
    const response = await purchase({ ...validBody(), items: [{ id: panelas?.id, ...change }] });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await countPurchases()).toBe(before);
  });

  it('sells a catalogue gift deactivated after the couple picked it: it left the catalogue, not their list', async () => {
    const response = await purchase({ ...validBody(), items: [{ id: inactive?.id, quantity: 1 }] });

    expect(response.statusCode, response.body).toBe(200);
    const [line] = await t.db
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.giftId, inactive?.id ?? 0));
    expect(line).toMatchObject({ quantity: 1, unitPriceCents: 3_000 });
  });

  it('refuses a gift of another event, an unknown gift and a repeated one', async () => {
    const before = await countPurchases();
    const withItems = (items: object[]) => purchase({ ...validBody(), items });

    const foreign = await withItems([
      { id: panelas?.id, quantity: 1 },
      { id: otherGift?.id, quantity: 1 },
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Um dos presentes escolhidos não está na lista deste evento.');

    const unknown = await withItems([{ id: 987_654, quantity: 1 }]);
    expect(unknown.json()).toEqual({
      success: false,
      message: 'Um dos presentes escolhidos não está na lista deste evento.',
    });

    const repeated = await withItems([
      { id: panelas?.id, quantity: 1 },
      { id: panelas?.id, quantity: 2 },
    ]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toBe('O carrinho tem o mesmo presente mais de uma vez.');

    const empty = await withItems([]);
    expect(empty.json()).toEqual({ success: false, message: 'O carrinho deve ter ao menos um presente.' });

    expect(await countPurchases()).toBe(before);
  });

  it('asks for the name and a valid e-mail with the checkout messages', async () => {
    const noName = await purchase({ ...validBody(), name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(
      'Por favor, preencha seu nome e email para prosseguir com o pagamento.',
    );

    const noEmail = await purchase({ ...validBody(), email: undefined });
    expect(noEmail.json().message).toBe(
      'Por favor, preencha seu nome e email para prosseguir com o pagamento.',
    );

    const badEmail = await purchase({ ...validBody(), email: 'carla@example' });
    expect(badEmail.json().message).toBe('Por favor, preencha um email válido.');
  });

  it('answers 404 for an unknown or disabled event', async () => {
    const unknown = await purchase({ ...validBody(), eventId: 987_654 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Evento não encontrado!' });

    const disabled = await createTestUser(t.db, { event: { active: false } });
    await t.db
      .update(events)
      .set({ active: false })
      .where(eq(events.id, disabled.event?.id ?? 0));
    const [gift] = await addGiftsToEvent(t.db, disabled.event?.id ?? 0, [1_000]);
    const response = await purchase({
      ...validBody(),
      eventId: disabled.event?.id,
      items: [{ id: gift?.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/guests/purchase when Mercado Pago cannot be reached', () => {
  it('answers 502 in Portuguese and keeps the purchase without a checkout, for the retry of its attempt', async () => {
    const down = await build({ MERCADOPAGO_API_URL: 'http://127.0.0.1:9' });
    const owner = await createTestUser(down.db);
    const [gift] = await addGiftsToEvent(down.db, owner.event?.id ?? 0, [1_000]);

    const response = await down.app.inject({
      method: 'POST',
      url: '/api/guests/purchase',
      payload: { ...validBody(), eventId: owner.event?.id, items: [{ id: gift?.id, quantity: 1 }] },
    });

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      message: 'Não foi possível falar com o Mercado Pago. Tente novamente em instantes.',
    });
    // Held like a Pix whose provider failed: the guest's retry of the attempt asks again, and an
    // attempt never retried is cancelled when its checkout time is over.
    const kept = await down.db
      .select({ status: purchases.status, paymentLink: purchases.paymentLink })
      .from(purchases);
    expect(kept).toEqual([{ status: 'PENDING', paymentLink: null }]);
  });
});
