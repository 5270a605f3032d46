import { randomUUID } from 'node:crypto';
import {
  PURCHASE_ATTEMPT_EXPIRED_MESSAGE,
  PURCHASE_ATTEMPT_OTHER_CART_MESSAGE,
  purchaseHoldLimitMessage,
} from '@celebra/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventGifts, purchaseHolds, purchases } from '../../../../src/db/schema/index';
import { MAX_HELD_UNITS_PER_CLIENT } from '../../../../src/domain/purchase/refuse-hold-over-limit';
import { PaymentProviderError } from '../../../../src/payment-provider/mercadopago';
import { createTestUser } from '../../../helpers/accounts';
import { addGiftsToEvent, buildWithPayments, MP_TOKEN, setPlatformFees } from '../../../helpers/payments';

/**
 * One attempt of a cart, one purchase, one checkout: the card's double submit (five fast clicks)
 * and the Pix's, raced for real against the database and the mock provider; an attempt id never
 * answers another cart; and what one client address can hold at once in unpaid checkouts.
 */
const { t, mock, checkout } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 10 });

afterEach(() => {
  vi.restoreAllMocks();
});

/** A new event with one gift: `quantity` cotas of it (or, null, as many as wanted). */
async function listWith(quantity: number | null) {
  const host = await createTestUser(t.db);
  const eventId = host.event?.id ?? 0;
  const [gift] = await addGiftsToEvent(t.db, eventId, [5_000]);
  const giftId = gift?.id ?? 0;
  if (quantity !== null)
    await t.db
      .update(eventGifts)
      .set({ kind: 'cotas', name: 'Lua de mel', quantity })
      .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, giftId)));
  return { eventId, giftId };
}

const claimedOf = async (eventId: number) =>
  (
    await t.db.select({ claimed: eventGifts.claimed }).from(eventGifts).where(eq(eventGifts.eventId, eventId))
  )[0]?.claimed;

const purchasesOf = (eventId: number) =>
  t.db
    .select({ id: purchases.id, paymentLink: purchases.paymentLink, status: purchases.status })
    .from(purchases)
    .where(eq(purchases.eventId, eventId));

type Body = Record<string, unknown>;
const cardBody = (eventId: number, giftId: number, extra: Body = {}): Body => ({
  eventId,
  name: 'Convidada',
  email: 'convidada@example.com',
  items: [{ id: giftId, quantity: 1 }],
  attemptId: randomUUID(),
  ...extra,
});
const payByCard = (body: Body, remoteAddress = '198.51.100.10') =>
  t.app.inject({ method: 'POST', url: '/api/guests/purchase', payload: body, remoteAddress });
const payByPix = (body: Body, remoteAddress = '198.51.100.10') =>
  t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase/pix',
    payload: { cpf: '529.982.247-25', ...body },
    remoteAddress,
  });

/** The provider's preference behind a checkout link, as Mercado Pago answers it. */
async function preferenceOf(paymentLink: string) {
  const id = new URL(paymentLink).pathname.split('/').at(-1) ?? '';
  const response = await fetch(`${mock.url}/checkout/preferences/${id}`, {
    headers: { authorization: `Bearer ${MP_TOKEN}` },
  });
  return (await response.json()) as { expires?: boolean; expiration_date_to?: string };
}

/** The text of a statement written with drizzle's `sql` (its literal parts, without the values). */
function sqlText(query: unknown): string {
  const chunks = (query as { queryChunks?: unknown[] }).queryChunks ?? [];
  return chunks
    .map((chunk) => (chunk as { value?: unknown }).value)
    .filter((value): value is string[] => Array.isArray(value))
    .map((value) => value.join(''))
    .join(' ');
}

describe('five fast clicks on the card button (one attempt)', () => {
  it.each([
    ['a cotas gift', 3],
    ['a gift without a limit', null],
  ])('for %s: one purchase, one preference, the same link five times', async (_kind, quantity) => {
    const { eventId, giftId } = await listWith(quantity);
    // The provider holds its answer until the clicks after the first have arrived while it is
    // asked: each of them, finding the purchase being paid, asks for its checkout's link
    // (claimCardCheckout, one statement per look).
    const createPreference = t.app.payments.createPreference;
    let answerNow = () => {};
    const held = new Promise<void>((resolve) => {
      answerNow = resolve;
    });
    const asked = vi.spyOn(t.app.payments, 'createPreference').mockImplementation(async (input) => {
      await held;
      return createPreference(input);
    });
    const statements = vi.spyOn(t.app.db, 'execute');
    const looksForLink = () =>
      statements.mock.calls.filter(([query]) => sqlText(query).includes('checkout_claimed_at = now()'))
        .length;
    const body = cardBody(eventId, giftId);

    const clicks = Promise.all(Array.from({ length: 5 }, () => payByCard(body)));
    await vi.waitFor(() => expect(looksForLink()).toBeGreaterThanOrEqual(4), { timeout: 10_000 });
    answerNow();
    const answers = await clicks;

    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().paymentLink)).size).toBe(1);
    expect(asked).toHaveBeenCalledTimes(1);
    const rows = await purchasesOf(eventId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.paymentLink).toBe(answers[0]?.json().paymentLink);
    if (quantity !== null) expect(await claimedOf(eventId)).toBe(1);
  });

  it('the attempt that took the last cotas is answered its own checkout when sent again (card and Pix)', async () => {
    for (const pay of [payByCard, payByPix]) {
      const { eventId, giftId } = await listWith(2);
      const body = cardBody(eventId, giftId, { items: [{ id: giftId, quantity: 2 }] });
      const first = await pay(body);
      expect(first.statusCode, first.body).toBe(200);
      // Nothing is left for anyone else, but the retry is this very purchase, not another one.
      const again = await pay(body);
      expect(again.statusCode, again.body).toBe(200);
      // The card's link, or the Pix's purchase and code: the same answer both times.
      const answerOf = (response: typeof first) => response.json().paymentLink ?? response.json().purchase;
      expect(answerOf(again)).toEqual(answerOf(first));
      expect(await purchasesOf(eventId)).toHaveLength(1);
      expect(await claimedOf(eventId)).toBe(2);
      const other = await pay(cardBody(eventId, giftId));
      expect(other.statusCode).toBe(409);
    }
  });

  it('after a provider failure, the retry of the attempt completes the same purchase', async () => {
    const { eventId, giftId } = await listWith(3);
    vi.spyOn(t.app.payments, 'createPreference').mockRejectedValueOnce(new PaymentProviderError('test'));
    const body = cardBody(eventId, giftId);

    expect((await payByCard(body)).statusCode).toBe(502);
    const retry = await payByCard(body);

    expect(retry.statusCode).toBe(200);
    const rows = await purchasesOf(eventId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.paymentLink).toBe(retry.json().paymentLink);
    expect(await claimedOf(eventId)).toBe(1);
  });

  it('refuses the attempt once its checkout time is over: a new try is a new attempt', async () => {
    const { eventId, giftId } = await listWith(3);
    vi.spyOn(t.app.payments, 'createPreference').mockRejectedValueOnce(new PaymentProviderError('test'));
    const body = cardBody(eventId, giftId);
    expect((await payByCard(body)).statusCode).toBe(502);
    await t.db
      .update(purchases)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(purchases.eventId, eventId));

    const late = await payByCard(body);

    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(PURCHASE_ATTEMPT_EXPIRED_MESSAGE);
  });

  it('sends a checkout that can be paid for 30 minutes only', async () => {
    const { eventId, giftId } = await listWith(null);
    const answer = await payByCard(cardBody(eventId, giftId));
    const [row] = await t.db
      .select({ createdAt: purchases.createdAt })
      .from(purchases)
      .where(eq(purchases.eventId, eventId));

    const preference = await preferenceOf(answer.json().paymentLink);

    expect(preference.expires).toBe(true);
    const end = Date.parse(preference.expiration_date_to ?? '');
    expect(end - (row?.createdAt.getTime() ?? 0)).toBe(30 * 60_000);
  });
});

describe('an attempt belongs to one event and one cart', () => {
  it('refuses the same attempt with another cart, another event or the other way of paying (409)', async () => {
    const first = await listWith(5);
    const second = await listWith(5);
    const attemptId = '00000000-0000-0000-0000-000000000000';
    const paid = await payByCard(cardBody(first.eventId, first.giftId, { attemptId }));
    expect(paid.statusCode).toBe(200);

    const refusals = await Promise.all([
      payByCard(
        cardBody(first.eventId, first.giftId, { attemptId, items: [{ id: first.giftId, quantity: 2 }] }),
      ),
      payByCard(cardBody(second.eventId, second.giftId, { attemptId })),
      payByPix(cardBody(first.eventId, first.giftId, { attemptId })),
    ]);

    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(409);
      expect(refusal.json()).toEqual({ success: false, message: PURCHASE_ATTEMPT_OTHER_CART_MESSAGE });
      expect(refusal.body).not.toContain(paid.json().paymentLink);
    }
    expect(await purchasesOf(second.eventId)).toEqual([]);
    expect(await claimedOf(first.eventId)).toBe(1);
  });

  it('by Pix: a second cart sending the first one’s attempt never gets its Pix', async () => {
    const first = await listWith(5);
    const second = await listWith(5);
    const attemptId = randomUUID();
    const pix = await payByPix(cardBody(first.eventId, first.giftId, { attemptId }));
    expect(pix.statusCode).toBe(200);

    const other = await payByPix(cardBody(second.eventId, second.giftId, { attemptId }));

    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ success: false, message: PURCHASE_ATTEMPT_OTHER_CART_MESSAGE });
    expect(other.body).not.toContain(pix.json().purchase.pix.code);
    // The same cart again is still the same purchase.
    const again = await payByPix(cardBody(first.eventId, first.giftId, { attemptId }));
    expect(again.json().purchase.id).toBe(pix.json().purchase.id);
  });
});

describe('what one client can hold at once in unpaid checkouts', () => {
  it('a burst of purchases from one address cannot pass the cap; another address is not held back', async () => {
    const { eventId, giftId } = await listWith(200);
    const address = '203.0.113.50';
    const each = 6;
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 === 0 ? payByCard : payByPix)(
          cardBody(eventId, giftId, { items: [{ id: giftId, quantity: each }] }),
          address,
        ),
      ),
    );

    const passed = burst.filter((answer) => answer.statusCode === 200);
    const refused = burst.filter((answer) => answer.statusCode === 429);
    expect(passed).toHaveLength(Math.floor(MAX_HELD_UNITS_PER_CLIENT / each));
    expect(refused).toHaveLength(12 - passed.length);
    expect(refused[0]?.json().message).toBe(purchaseHoldLimitMessage(MAX_HELD_UNITS_PER_CLIENT));
    expect(await claimedOf(eventId)).toBe(passed.length * each);
    const held = await t.db
      .select({ units: sql<number>`sum(${purchaseHolds.units})::int` })
      .from(purchaseHolds)
      .where(eq(purchaseHolds.client, address));
    expect(held[0]?.units).toBe(passed.length * each);

    const elsewhere = await payByCard(cardBody(eventId, giftId, { items: [{ id: giftId, quantity: each }] }));
    expect(elsewhere.statusCode).toBe(200);
  });

  it('gives the client its room back as a checkout is paid, and counts no gift without a limit', async () => {
    const cotas = await listWith(100);
    const free = await listWith(null);
    const address = '203.0.113.51';
    const full = await payByCard(
      cardBody(cotas.eventId, cotas.giftId, {
        items: [{ id: cotas.giftId, quantity: MAX_HELD_UNITS_PER_CLIENT }],
      }),
      address,
    );
    expect(full.statusCode).toBe(200);
    expect((await payByCard(cardBody(cotas.eventId, cotas.giftId), address)).statusCode).toBe(429);
    expect(
      (
        await payByCard(
          cardBody(free.eventId, free.giftId, { items: [{ id: free.giftId, quantity: 10 }] }),
          address,
        )
      ).statusCode,
    ).toBe(200);

    await checkout(full.json().paymentLink, 'approve');

    expect((await payByCard(cardBody(cotas.eventId, cotas.giftId), address)).statusCode).toBe(200);
    expect(await t.db.select().from(purchaseHolds).where(eq(purchaseHolds.client, address))).toHaveLength(1);
  });

  it('refuses a cart of too many lines or units, naming the limit', async () => {
    const { eventId, giftId } = await listWith(null);
    const manyUnits = await payByCard(
      cardBody(eventId, giftId, {
        items: [
          { id: giftId, quantity: 99 },
          { id: giftId + 1, quantity: 2 },
        ],
      }),
    );
    expect(manyUnits.statusCode).toBe(400);
    expect(manyUnits.json().message).toBe('O carrinho tem unidades demais: no máximo 100 por compra.');
    const manyLines = await payByCard(
      cardBody(eventId, giftId, {
        items: Array.from({ length: 51 }, (_, index) => ({ id: index + 1, quantity: 1 })),
      }),
    );
    expect(manyLines.statusCode).toBe(400);
    expect(manyLines.json().message).toBe('O carrinho tem presentes demais: no máximo 50 por compra.');
  });
});

describe('a card checkout link past its end', () => {
  it('no longer takes a payment at the provider', async () => {
    const { eventId, giftId } = await listWith(null);
    const createPreference = t.app.payments.createPreference;
    // Its end already past when the provider makes it (rather than waited for).
    vi.spyOn(t.app.payments, 'createPreference').mockImplementation((input) =>
      createPreference({ ...input, expiresAt: new Date(Date.now() - 1_000) }),
    );
    const answer = await payByCard(cardBody(eventId, giftId));

    const page = await fetch(answer.json().paymentLink);

    expect(page.status).toBe(410);
  });
});
