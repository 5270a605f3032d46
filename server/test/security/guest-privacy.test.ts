import { type ApiRoute, apiRoutes } from '@celebra/shared/api';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { eventMessages, guests, payouts, purchases } from '../../src/db/schema/index';
import { unsubscribeToken } from '../../src/domain/notification/unsubscribe-token';
import { createTestUser } from '../helpers/accounts';
import { addGiftsToEvent, createHostEvent } from '../helpers/host-event';
import { buildWithPayments } from '../helpers/payments';

/**
 * The guest site's calls need no account, so what they answer is readable by anyone: they must
 * never carry another event's data, nor the private data of the event they are about (the
 * hosts' contacts, guests' e-mails and phones, messages, purchases, payouts, a site password).
 * Two events are filled with recognisable private values; every public guest call of the route
 * table is made about the first, and no answer may contain any of them.
 */
const { t } = await buildWithPayments();

async function eventWithSecrets(tag: string, password: string | null) {
  const { host, event } = await createHostEvent(t.db, {
    event: { title: `Festa ${tag}`, slug: `festa-${tag}` },
    settings: { password },
  });
  const [giftId] = await addGiftsToEvent(t.db, event.id, [{ name: `Presente ${tag}`, priceCents: 12_345 }]);
  await t.db.insert(guests).values({
    eventId: event.id,
    firstName: `Convidado${tag}`,
    lastName: 'Secreto',
    email: `convidado-${tag}@segredo.dev`,
    phoneNumber: '(11) 90000-1111',
  });
  await t.db.insert(eventMessages).values({
    eventId: event.id,
    firstName: 'Tia',
    lastName: 'Nena',
    email: `recado-${tag}@segredo.dev`,
    message: `Recado secreto ${tag}`,
  });
  await t.db.insert(purchases).values({
    eventId: event.id,
    guestName: `Comprador ${tag}`,
    guestEmail: `compra-${tag}@segredo.dev`,
    userAmountCents: 77_777,
    totalPriceCents: 77_777,
    percentage: 0,
    status: 'APPROVED',
  });
  await t.db.insert(payouts).values({ eventId: event.id, userId: host.id, requestedAmountCents: 55_555 });
  const secrets = [
    host.email,
    host.phoneNumber ?? '',
    `convidado-${tag}@segredo.dev`,
    '90000-1111',
    `recado-${tag}@segredo.dev`,
    `Recado secreto ${tag}`,
    `Comprador ${tag}`,
    `compra-${tag}@segredo.dev`,
    '777.77',
    '555.55',
    host.passwordHash,
  ];
  if (password) secrets.push(password);
  return { host, event, giftId: giftId ?? 0, secrets };
}

const mine = await eventWithSecrets('a', null);
const theirs = await eventWithSecrets('b', 'senha-do-site-b');
// What only the other event has: its texts, its gift, its slug.
const theirsAll = [...theirs.secrets, 'Festa b', 'festa-b', 'Presente b'];
const stranger = await createTestUser(t.db, { event: null });

const guest = { firstName: 'Bia', lastName: 'Reis', email: 'bia@teste.dev', phoneNumber: '(21) 98888-7777' };
const pixPurchase = {
  eventId: mine.event.id,
  name: 'Bia Reis',
  email: guest.email,
  cpf: '529.982.247-25',
  attemptId: '2f1c1f0e-6a4b-4c1e-9d3a-0b6f2b3c4d5e',
  items: [{ id: mine.giftId, quantity: 1 }],
};
// A Pix bought about the first event, whose status is read below.
const pix = (
  await t.app.inject({ method: 'POST', url: '/api/guests/purchase/pix', payload: pixPurchase })
).json() as { purchase: { id: number }; statusToken: string };
// A guest of the first event invited with a personal link, whose own details its link answers.
const [invited] = await t.db
  .insert(guests)
  .values({
    eventId: mine.event.id,
    firstName: 'Leo',
    lastName: 'Convidado',
    email: 'leo@teste.dev',
    phoneNumber: '(31) 97777-6666',
    attending: null,
    invitedAt: new Date(),
  })
  .returning();
// One valid request per public guest call, about the first event.
const REQUESTS: Record<string, InjectOptions> = {
  guestsGetEvent: { method: 'GET', url: `/api/guests/event/${mine.event.slug}` },
  guestsPurchase: {
    method: 'POST',
    url: '/api/guests/purchase',
    payload: {
      eventId: mine.event.id,
      name: 'Bia Reis',
      email: guest.email,
      items: [{ id: mine.giftId, quantity: 1 }],
    },
  },
  guestsPurchasePix: { method: 'POST', url: '/api/guests/purchase/pix', payload: pixPurchase },
  guestsPurchaseInstallments: {
    method: 'POST',
    url: '/api/guests/purchase/installments',
    payload: { eventId: mine.event.id, items: [{ id: mine.giftId, quantity: 1 }], coverFee: false },
  },
  guestsPurchaseStatus: {
    method: 'GET',
    url: `/api/guests/purchase/${pix.purchase.id}/status?token=${pix.statusToken}`,
  },
  guestsSendMessage: {
    method: 'POST',
    url: `/api/guests/message/${mine.event.id}`,
    payload: { ...guest, message: 'Parabéns!' },
  },
  guestsConfirmPresence: {
    method: 'POST',
    url: `/api/guests/confirmation/${mine.event.id}`,
    payload: { ...guest, message: '', companions: [] },
  },
  guestsGetInvitation: { method: 'GET', url: `/api/guests/invitation/${invited?.invitationToken}` },
  guestsGetLegal: { method: 'GET', url: '/api/guests/legal' },
  guestsUnsubscribe: {
    method: 'POST',
    url: `/api/guests/unsubscribe/${await unsubscribeToken(t.db, 'lembretes@example.com')}`,
  },
};

const guestCalls = (Object.entries(apiRoutes) as [string, ApiRoute][]).filter(([, route]) =>
  route.path.startsWith('/guests/'),
);

describe('the public guest calls', () => {
  it('are all covered here', () => {
    expect(guestCalls.map(([key]) => key).sort()).toEqual(Object.keys(REQUESTS).sort());
  });

  it.each(guestCalls)('%s answers nothing private, of this event or another', async (key) => {
    const request = REQUESTS[key] as InjectOptions;
    const response = await t.app.inject(request);

    expect(response.statusCode).toBe(200);
    const body = response.body;
    for (const secret of [...mine.secrets, ...theirsAll]) expect(body).not.toContain(secret);
    expect(body).not.toContain(stranger.email);
  });

  it("answers a password-protected site's 401 without any of its data, and with the password only its own", async () => {
    const locked = await t.app.inject({ url: `/api/guests/event/${theirs.event.slug}` });
    expect(locked.statusCode).toBe(401);
    expect(Object.keys(locked.json()).sort()).toEqual(['message', 'success']);
    for (const secret of theirsAll) expect(locked.body).not.toContain(secret);

    const wrong = await t.app.inject({ url: `/api/guests/event/${theirs.event.slug}?password=senha-errada` });
    expect(wrong.statusCode).toBe(401);
    for (const secret of theirsAll) expect(wrong.body).not.toContain(secret);

    const open = await t.app.inject({
      url: `/api/guests/event/${theirs.event.slug}?password=senha-do-site-b`,
    });
    expect(open.statusCode).toBe(200);
    expect(open.json().event.title).toBe('Festa b');
    for (const secret of [...theirs.secrets, ...mine.secrets, 'Festa a'])
      expect(open.body).not.toContain(secret);
  });

  it("cannot buy the other event's gift through this event, and the refusal names nothing of it", async () => {
    const crossed = await t.app.inject({
      method: 'POST',
      url: '/api/guests/purchase',
      payload: {
        eventId: mine.event.id,
        name: 'Bia',
        email: guest.email,
        items: [{ id: theirs.giftId, quantity: 1 }],
      },
    });
    expect(crossed.statusCode).toBe(400);
    for (const secret of theirsAll) expect(crossed.body).not.toContain(secret);
  });
});
