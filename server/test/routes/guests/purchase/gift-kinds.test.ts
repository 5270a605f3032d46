import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventGifts, purchaseItems, purchases } from '../../../../src/db/schema/index';
import { createTestUser } from '../../../helpers/accounts';
import { readOutbox } from '../../../helpers/outbox';
import { addGiftsToEvent, buildWithPayments, setPlatformFees } from '../../../helpers/payments';

const { t, checkout } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 10 });

const host = await createTestUser(t.db, { event: { title: 'Ana & Pedro', slug: 'ana-e-pedro-cotas' } });
const eventId = host.event?.id ?? 0;

type Shape = Partial<typeof eventGifts.$inferInsert>;

/** A gift on the event's list, shaped as the host left it (kind, name, price, how many). */
async function listGift(catalogueCents: number, shape: Shape) {
  const [gift] = await addGiftsToEvent(t.db, eventId, [catalogueCents]);
  if (!gift) throw new Error('gift not created');
  await t.db
    .update(eventGifts)
    .set(shape)
    .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, gift.id)));
  return gift.id;
}

async function claimedOf(giftId: number) {
  const [line] = await t.db
    .select({ claimed: eventGifts.claimed, quantity: eventGifts.quantity })
    .from(eventGifts)
    .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, giftId)));
  return line;
}

type Item = { id: number; quantity: number; amount?: number };

const buyer = { eventId, name: 'Carla Dias', email: 'carla@example.com' };
const buyWithCard = (items: Item[], extra: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/guests/purchase', payload: { ...buyer, items, ...extra } });
const buyWithPix = (items: Item[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase/pix',
    payload: { ...buyer, cpf: '529.982.247-25', attemptId: randomUUID(), items },
  });
const priceInstallments = (items: Item[]) =>
  t.app.inject({ method: 'POST', url: '/api/guests/purchase/installments', payload: { eventId, items } });

async function storedByLink(paymentLink: string) {
  const [row] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
  if (!row) throw new Error('purchase not stored');
  const lines = await t.db
    .select({
      giftId: purchaseItems.giftId,
      giftName: purchaseItems.giftName,
      unitPriceCents: purchaseItems.unitPriceCents,
      quantity: purchaseItems.quantity,
    })
    .from(purchaseItems)
    .where(eq(purchaseItems.purchaseId, row.id));
  return { row, lines };
}

async function countPurchases() {
  return (await t.db.select({ id: purchases.id }).from(purchases).where(eq(purchases.eventId, eventId)))
    .length;
}

/** The gift as the event site shows it; the page's cache follows the database's notification. */
async function publicGift(giftId: number, expected: number | null) {
  return vi.waitFor(
    async () => {
      const page = await t.app.inject({ url: '/api/guests/event/ana-e-pedro-cotas' });
      const gift = (page.json().event.gifts as { id: number; remaining: number | null }[]).find(
        (g) => g.id === giftId,
      );
      expect(gift?.remaining).toBe(expected);
      return gift;
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** Counts the calls that would create something at Mercado Pago, letting them through. */
function watchProvider() {
  return {
    preferences: vi.spyOn(t.app.payments, 'createPreference'),
    pix: vi.spyOn(t.app.payments, 'createPixPayment'),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('buying cotas', () => {
  it('takes the cotas bought from the list: 2 of 10 leave 8 on the event site, amounts per cota', async () => {
    // R$ 3.000 in 10 cotas of R$ 300; the catalogue's price is not the list's.
    const honeymoon = await listGift(99_900, {
      kind: 'cotas',
      name: 'Lua de mel',
      priceCents: 30_000,
      quantity: 10,
    });

    const response = await buyWithCard([{ id: honeymoon, quantity: 2 }]);

    expect(response.statusCode).toBe(200);
    const { row, lines } = await storedByLink(response.json().paymentLink);
    expect(row).toMatchObject({ status: 'PENDING', userAmountCents: 60_000, totalPriceCents: 66_000 });
    expect(lines).toEqual([
      { giftId: honeymoon, giftName: 'Lua de mel', unitPriceCents: 30_000, quantity: 2 },
    ]);
    expect(await claimedOf(honeymoon)).toEqual({ claimed: 2, quantity: 10 });
    expect(await publicGift(honeymoon, 8)).toMatchObject({ remaining: 8 });
  });

  it('refuses more cotas than remain with a 409 naming them, before anything is asked of the provider', async () => {
    const honeymoon = await listGift(10_000, {
      kind: 'cotas',
      name: 'Lua de mel',
      priceCents: 10_000,
      quantity: 3,
    });
    expect((await buyWithCard([{ id: honeymoon, quantity: 2 }])).statusCode).toBe(200);
    const before = await countPurchases();
    const provider = watchProvider();

    const card = await buyWithCard([{ id: honeymoon, quantity: 2 }]);
    const pix = await buyWithPix([{ id: honeymoon, quantity: 2 }]);
    const installments = await priceInstallments([{ id: honeymoon, quantity: 2 }]);

    for (const refused of [card, pix, installments]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, message: 'Resta apenas 1 cota de "Lua de mel".' });
    }
    expect(provider.preferences).not.toHaveBeenCalled();
    expect(provider.pix).not.toHaveBeenCalled();
    expect(await countPurchases()).toBe(before);
    expect(await claimedOf(honeymoon)).toEqual({ claimed: 2, quantity: 3 });
  });
});

describe('a free amount', () => {
  const minimum = () => listGift(20_000, { kind: 'free', name: 'Passeio de barco', priceCents: 5_000 });

  it("refuses an amount below the host's minimum, naming the gift and the minimum", async () => {
    const trip = await minimum();
    const provider = watchProvider();

    const response = await buyWithCard([{ id: trip, quantity: 1, amount: 49.99 }]);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O valor mínimo para "Passeio de barco" é R$\u00a050,00.');
    expect(provider.preferences).not.toHaveBeenCalled();
  });

  it('asks for the amount when the cart has none, and keeps a free amount to one contribution', async () => {
    const trip = await minimum();

    const missing = await buyWithCard([{ id: trip, quantity: 1 }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('O campo Valor do presente 1 é obrigatório.');

    const twice = await buyWithCard([{ id: trip, quantity: 2, amount: 60 }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(
      'A quantidade de "Passeio de barco" deve ser 1: escolha o valor do presente.',
    );
  });

  it('charges the amount typed: the couple receive it when the guest covers the fee', async () => {
    const trip = await minimum();

    const atMinimum = await buyWithCard([{ id: trip, quantity: 1, amount: 50 }]);
    expect(atMinimum.statusCode).toBe(200);
    const covered = await storedByLink(atMinimum.json().paymentLink);
    expect(covered.row).toMatchObject({
      userAmountCents: 5_000,
      totalPriceCents: 5_500,
      feeCoveredByGuest: true,
    });
    expect(covered.lines).toEqual([
      { giftId: trip, giftName: 'Passeio de barco', unitPriceCents: 5_000, quantity: 1 },
    ]);

    const above = await buyWithCard([{ id: trip, quantity: 1, amount: 123.45 }], {
      coverFee: false,
      email: 'valor-livre@example.com',
    });
    expect(above.statusCode).toBe(200);
    const notCovered = await storedByLink(above.json().paymentLink);
    // The guest pays what they typed; the platform's 10% (R$ 12,35) comes out of the couple's share.
    expect(notCovered.row).toMatchObject({
      userAmountCents: 11_110,
      totalPriceCents: 12_345,
      feeCoveredByGuest: false,
    });

    // Paid: the guest's e-mail shows the value they typed, which is what they paid.
    await checkout(above.json().paymentLink, 'approve');
    const mails = (await readOutbox(t.config)).filter((mail) => mail.to.includes('valor-livre@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/1 × Passeio de barco \(R\$\s123,45 cada\)/);
  });

  it('refuses an amount sent for a gift whose price is the list’s', async () => {
    const [pans] = await addGiftsToEvent(t.db, eventId, [30_000]);

    const response = await buyWithCard([{ id: pans?.id ?? 0, quantity: 1, amount: 1 }]);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'O presente "Presente 1" tem preço definido e não aceita outro valor.',
    );
  });
});

describe('limits and visibility', () => {
  it('refuses a hidden gift as one not on the list', async () => {
    const hidden = await listGift(10_000, { hidden: true });

    const response = await buyWithCard([{ id: hidden, quantity: 1 }]);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Um dos presentes escolhidos não está na lista deste evento.');
  });

  it('sells an item wanted twice twice, then says it was given, until the host wants more', async () => {
    const pans = await listGift(30_000, { name: 'Jogo de panelas', quantity: 2 });

    expect((await buyWithCard([{ id: pans, quantity: 1 }])).statusCode).toBe(200);
    expect((await buyWithPix([{ id: pans, quantity: 1 }])).statusCode).toBe(200);
    const given = await buyWithCard([{ id: pans, quantity: 1 }]);
    expect(given.statusCode).toBe(409);
    expect(given.json().message).toBe('"Jogo de panelas" já foi presenteado.');

    // The host raises the quantity on the list.
    await t.db
      .update(eventGifts)
      .set({ quantity: 3 })
      .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, pans)));

    const again = await buyWithCard([{ id: pans, quantity: 1 }]);
    expect(again.statusCode).toBe(200);
    expect(await claimedOf(pans)).toEqual({ claimed: 3, quantity: 3 });
  });

  it('buys the list’s own name and price of a catalogue gift, and a gift without a limit at will', async () => {
    const renamed = await listGift(10_000, { name: 'Cafeteira italiana', priceCents: 12_000 });

    const response = await buyWithCard([{ id: renamed, quantity: 5 }]);

    expect(response.statusCode).toBe(200);
    const { lines } = await storedByLink(response.json().paymentLink);
    expect(lines).toEqual([
      { giftId: renamed, giftName: 'Cafeteira italiana', unitPriceCents: 12_000, quantity: 5 },
    ]);
    // No limit: the list line's count is not kept.
    expect(await claimedOf(renamed)).toEqual({ claimed: 0, quantity: null });
  });
});
