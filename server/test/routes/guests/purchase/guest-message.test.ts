import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../../../src/db/schema/index';
import { createTestUser, userHeaders } from '../../../helpers/accounts';
import { addGiftsToEvent, buildWithPayments, setPlatformFees } from '../../../helpers/payments';

const { t } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 5 });

const host = await createTestUser(t.db, { event: { title: 'Ana & Pedro', slug: 'ana-e-pedro-recado' } });
const eventId = host.event?.id ?? 0;
const [panelas] = await addGiftsToEvent(t.db, eventId, [10_000]);

const cardBody = (guestMessage?: unknown) => ({
  eventId,
  name: 'Carla Dias',
  email: 'carla@example.com',
  items: [{ id: panelas?.id, quantity: 1 }],
  ...(guestMessage === undefined ? {} : { guestMessage }),
});
const pixBody = (guestMessage?: unknown, attemptId = randomUUID()) => ({
  ...cardBody(guestMessage),
  cpf: '529.982.247-25',
  attemptId,
});

const payByCard = (payload: object) => t.app.inject({ method: 'POST', url: '/api/guests/purchase', payload });
const payByPix = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/guests/purchase/pix', payload });

async function messageOfCard(paymentLink: string) {
  const [row] = await t.db
    .select({ guestMessage: purchases.guestMessage })
    .from(purchases)
    .where(eq(purchases.paymentLink, paymentLink));
  return row?.guestMessage;
}
async function messageOfPix(id: number) {
  const [row] = await t.db
    .select({ guestMessage: purchases.guestMessage })
    .from(purchases)
    .where(eq(purchases.id, id));
  return row?.guestMessage;
}

const tooLong = 'a'.repeat(501);
const tooLongAnswer = {
  success: false,
  message: 'O campo Mensagem para os anfitriões deve ter no máximo 500 caracteres.',
};

describe("the guest's message to the hosts with a purchase", () => {
  it('is stored trimmed from a card purchase, and shown on the host’s received gifts', async () => {
    const response = await payByCard(cardBody('  Felicidades ao casal! 💛  '));

    expect(response.statusCode).toBe(200);
    expect(await messageOfCard(response.json().paymentLink)).toBe('Felicidades ao casal! 💛');

    const gifts = await t.app.inject({
      url: `/api/users/events/${eventId}/received-gifts?status=PENDING`,
      headers: await userHeaders(t.db, host.id),
    });
    expect(gifts.json().receivedGifts).toContainEqual(
      expect.objectContaining({
        guestName: 'Carla Dias',
        guestEmail: 'carla@example.com',
        guestMessage: 'Felicidades ao casal! 💛',
        thankedAt: null,
      }),
    );
  });

  it('is null when absent, empty or only blanks', async () => {
    for (const guestMessage of [undefined, '', '   ', null]) {
      const response = await payByCard(cardBody(guestMessage));
      expect(response.statusCode, String(guestMessage)).toBe(200);
      expect(await messageOfCard(response.json().paymentLink)).toBeNull();
    }
  });

  it('is stored from a Pix purchase, and a second try of the attempt keeps the first message', async () => {
    const attemptId = randomUUID();
    const first = await payByPix(pixBody('Com carinho, Carla', attemptId));
    expect(first.statusCode).toBe(200);
    const id = first.json().purchase.id;
    expect(await messageOfPix(id)).toBe('Com carinho, Carla');

    const again = await payByPix(pixBody('Outra mensagem', attemptId));
    expect(again.statusCode).toBe(200);
    expect(again.json().purchase.id).toBe(id);
    expect(await messageOfPix(id)).toBe('Com carinho, Carla');
  });

  it('refuses more than 500 characters on both ways of paying, naming the field, and writes nothing', async () => {
    const before = (await t.db.select({ id: purchases.id }).from(purchases)).length;

    const card = await payByCard(cardBody(tooLong));
    expect(card.statusCode).toBe(400);
    expect(card.json()).toEqual(tooLongAnswer);
    const pix = await payByPix(pixBody(tooLong));
    expect(pix.statusCode).toBe(400);
    expect(pix.json()).toEqual(tooLongAnswer);
    // 500 characters (after trimming) are accepted.
    expect((await payByCard(cardBody(` ${'a'.repeat(500)} `))).statusCode).toBe(200);

    expect((await t.db.select({ id: purchases.id }).from(purchases)).length).toBe(before + 1);
  });

  it('refuses a message that is not text', async () => {
    const response = await payByCard(cardBody(42));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Mensagem para os anfitriões');
  });
});
