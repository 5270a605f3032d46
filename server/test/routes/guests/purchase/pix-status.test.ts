import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventSettings, purchases } from '../../../../src/db/schema/index';
import { createTestUser } from '../../../helpers/accounts';
import { hashSitePasswordOnce } from '../../../helpers/host-event';
import { addGiftsToEvent, buildWithPayments } from '../../../helpers/payments';

const { t } = await buildWithPayments();

const host = await createTestUser(t.db, { event: { slug: 'status-do-pix' } });
const eventId = host.event?.id ?? 0;
const [gift] = await addGiftsToEvent(t.db, eventId, [5_000]);

const body = (email: string) => ({
  eventId,
  name: 'Bia Reis',
  email,
  cpf: '111.444.777-35',
  attemptId: randomUUID(),
  items: [{ id: gift?.id, quantity: 1 }],
});

async function pixPurchase(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase/pix',
    payload: body(email),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { purchase: { id: number }; statusToken: string };
}

const readStatus = (id: number | string, token?: string) =>
  t.app.inject({
    url: `/api/guests/purchase/${id}/status${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
  });

const mine = await pixPurchase('minha@example.com');
const theirs = await pixPurchase('outra@example.com');
const NOT_FOUND = { success: false, message: 'Compra não encontrada.' };

describe('GET /api/guests/purchase/{id}/status', () => {
  it("answers the purchase's status with its own token, and nothing private", async () => {
    const response = await readStatus(mine.purchase.id, mine.statusToken);

    expect(response.statusCode).toBe(200);
    expect(response.json().purchase).toMatchObject({
      id: mine.purchase.id,
      status: 'PENDING',
      totalPrice: 50,
    });
    expect(response.body).not.toContain('minha@example.com');
    expect(response.body).not.toContain('11144477735');
    expect(response.body).not.toContain('Bia Reis');
  });

  it("refuses a wrong token, another purchase's token and an unknown purchase with the same 404", async () => {
    expect((await readStatus(mine.purchase.id, 'x'.repeat(43))).json()).toEqual(NOT_FOUND);
    const crossed = await readStatus(mine.purchase.id, theirs.statusToken);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual(NOT_FOUND);
    // The last character changed (to one it is not): one character off is still wrong.
    const last = mine.statusToken.slice(-1) === 'A' ? 'B' : 'A';
    const almost = await readStatus(mine.purchase.id, `${mine.statusToken.slice(0, -1)}${last}`);
    expect(almost.statusCode).toBe(404);
    const unknown = await readStatus(987_654, mine.statusToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND);
  });

  it('refuses a card purchase, which has no token', async () => {
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/guests/purchase',
      payload: { eventId, name: 'Caio', email: 'cartao@example.com', items: [{ id: gift?.id, quantity: 1 }] },
    });
    expect(card.statusCode).toBe(200);
    const [row] = await t.db
      .select({
        id: purchases.id,
        paymentMethod: purchases.paymentMethod,
        statusToken: purchases.statusToken,
      })
      .from(purchases)
      .where(eq(purchases.guestEmail, 'cartao@example.com'));
    expect(row).toMatchObject({ paymentMethod: 'card', statusToken: null });
    const cardId = row?.id ?? 0;
    expect((await readStatus(cardId, '')).statusCode).toBe(400);
    expect((await readStatus(cardId, mine.statusToken)).statusCode).toBe(404);
  });

  it('answers 400 in Portuguese for a missing token or a bad id', async () => {
    const noToken = await readStatus(mine.purchase.id);
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toEqual({ success: false, message: 'O campo Link de acesso é inválido.' });
    const badId = await readStatus('abc', mine.statusToken);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('O campo ID é inválido.');
  });

  it('limits how often one address reads a purchase', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++)
      statuses.push((await readStatus(theirs.purchase.id, theirs.statusToken)).statusCode);
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST /api/guests/purchase/pix behind the site gates', () => {
  it("asks for the site's password, and refuses a closed gift list, before any charge", async () => {
    await t.db
      .insert(eventSettings)
      .values({ eventId, passwordHash: await hashSitePasswordOnce('senha-secreta') })
      .onConflictDoUpdate({
        target: eventSettings.eventId,
        set: { passwordHash: await hashSitePasswordOnce('senha-secreta') },
      });
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/guests/purchase/pix',
      payload: body('a@example.com'),
    });
    expect(locked.statusCode).toBe(401);

    await t.db
      .update(eventSettings)
      .set({ passwordHash: null, showGiftList: false })
      .where(eq(eventSettings.eventId, eventId));
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/guests/purchase/pix',
      payload: body('b@example.com'),
    });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('A lista de presentes deste evento não está disponível.');
  });
});
