import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMockServer } from '@celebra/mock-server';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { eventMessages, guests, purchases } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { addGiftsToEvent, createHostEvent } from '../../../helpers/host-event';
import { readOutbox } from '../../../helpers/outbox';
import { MP_SECRET, MP_TOKEN } from '../../../helpers/payments';

/**
 * A guest's writes on a password-protected site (a message, a presence confirmation, a purchase)
 * carry the password as `sitePassword`: without it, or with a wrong one, nothing is written, no
 * mail is sent and no checkout is created at the payment stand-in; wrong ones count as guesses of
 * the site's password. A purchase is also refused while the host hides the gift list.
 */
const mercadoPago = await startMockServer({ accessToken: MP_TOKEN, webhookSecret: MP_SECRET });
const checkouts = await countCheckouts(mercadoPago.url);
afterAll(async () => {
  await checkouts.close();
  await mercadoPago.close();
});
const t = await build({
  MERCADOPAGO_API_URL: checkouts.url,
  MERCADOPAGO_ACCESS_TOKEN: MP_TOKEN,
  MERCADOPAGO_WEBHOOK_SECRET: MP_SECRET,
});

const PASSWORD_REQUIRED = 'Este site é protegido por senha. Informe a senha para continuar.';
const WRONG_PASSWORD = 'Senha incorreta.';
const TOO_MANY = 'Muitas tentativas de senha. Aguarde alguns minutos e tente novamente.';

const contact = { firstName: 'Bia', lastName: 'Reis', email: 'bia@teste.dev' };

/** A protected event with a gift, and one request per guest write on it. */
async function protectedEvent(settings: { showGiftList?: boolean } = {}) {
  const { event, host } = await createHostEvent(t.db, {
    event: { title: 'Festa fechada' },
    settings: { password: 'segredo1', ...settings },
  });
  const [giftId] = await addGiftsToEvent(t.db, event.id, [{ name: 'Jogo de taças', priceCents: 12_000 }]);
  const writes: Record<'message' | 'confirmation' | 'purchase', InjectOptions> = {
    message: {
      method: 'POST',
      url: `/api/guests/message/${event.id}`,
      payload: { ...contact, message: 'Felicidades!' },
    },
    confirmation: {
      method: 'POST',
      url: `/api/guests/confirmation/${event.id}`,
      payload: { ...contact, phoneNumber: '(21) 98888-7777', message: '', companions: [] },
    },
    purchase: {
      method: 'POST',
      url: '/api/guests/purchase',
      payload: {
        eventId: event.id,
        name: 'Bia Reis',
        email: contact.email,
        items: [{ id: giftId, quantity: 1 }],
      },
    },
  };
  return { event, host, writes };
}

function send(request: InjectOptions, sitePassword: string | undefined, remoteAddress: string) {
  const payload = { ...(request.payload as object), ...(sitePassword === undefined ? {} : { sitePassword }) };
  return t.app.inject({ ...request, payload, remoteAddress });
}

/** Everything a guest write leaves behind on the event. */
async function writtenFor(eventId: number, hostEmail: string) {
  return {
    messages: (await t.db.select().from(eventMessages).where(eq(eventMessages.eventId, eventId))).length,
    guests: (await t.db.select().from(guests).where(eq(guests.eventId, eventId))).length,
    purchases: (await t.db.select().from(purchases).where(eq(purchases.eventId, eventId))).length,
    mails: (await readOutbox(t.config)).filter((mail) => mail.to === hostEmail).length,
  };
}

const NOTHING = { messages: 0, guests: 0, purchases: 0, mails: 0 };

describe('guest writes on a password-protected site', () => {
  it.each(['message', 'confirmation', 'purchase'] as const)(
    '%s: refused without the password and with a wrong one, nothing written, no checkout',
    async (kind) => {
      const { event, host, writes } = await protectedEvent();
      const checkoutsBefore = checkouts.count();

      const without = await send(writes[kind], undefined, '198.51.100.30');
      expect(without.statusCode).toBe(401);
      expect(without.json()).toEqual({ success: false, message: PASSWORD_REQUIRED });

      const wrong = await send(writes[kind], 'segredo2', '198.51.100.30');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ success: false, message: WRONG_PASSWORD });
      expect(wrong.body).not.toContain('Festa fechada');

      expect(await writtenFor(event.id, host.email)).toEqual(NOTHING);
      expect(checkouts.count()).toBe(checkoutsBefore);
    },
  );

  it('takes all three with the right password', async () => {
    const { event, host, writes } = await protectedEvent();
    const checkoutsBefore = checkouts.count();

    for (const request of Object.values(writes)) {
      const response = await send(request, 'segredo1', '198.51.100.31');
      expect(response.statusCode, request.url as string).toBe(200);
    }

    expect(await writtenFor(event.id, host.email)).toEqual({
      messages: 1,
      guests: 1,
      purchases: 1,
      // The message's and the confirmation's e-mails to the host.
      mails: 2,
    });
    expect(checkouts.count()).toBe(checkoutsBefore + 1);
  });

  it("counts wrong passwords in writes as guesses of the site's password", async () => {
    const { event, host, writes } = await protectedEvent();
    const address = '198.51.100.32';
    const kinds = ['message', 'confirmation', 'purchase'] as const;
    for (let i = 0; i < 10; i++) {
      expect(
        (await send(writes[kinds[i % 3] as (typeof kinds)[number]], `errada-${i}`, address)).statusCode,
      ).toBe(401);
    }

    const page = await t.app.inject({
      url: `/api/guests/event/${event.slug}?password=segredo1`,
      remoteAddress: address,
    });
    expect(page.statusCode).toBe(429);
    expect(page.json()).toEqual({ success: false, message: TOO_MANY });
    const write = await send(writes.message, 'segredo1', address);
    expect(write.statusCode).toBe(429);
    expect(write.json()).toEqual({ success: false, message: TOO_MANY });
    expect(await writtenFor(event.id, host.email)).toEqual(NOTHING);
  });
});

describe('POST /api/guests/purchase while the gift list is hidden', () => {
  it('refuses with 403 in Portuguese, writes nothing and creates no checkout', async () => {
    const { event, host } = await createHostEvent(t.db, { settings: { showGiftList: false } });
    const [giftId] = await addGiftsToEvent(t.db, event.id, [{ name: 'Cafeteira', priceCents: 30_000 }]);
    const checkoutsBefore = checkouts.count();

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guests/purchase',
      payload: {
        eventId: event.id,
        name: 'Bia Reis',
        email: contact.email,
        items: [{ id: giftId, quantity: 1 }],
      },
      remoteAddress: '198.51.100.33',
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: 'A lista de presentes deste evento não está disponível.',
    });
    expect(await writtenFor(event.id, host.email)).toEqual(NOTHING);
    expect(checkouts.count()).toBe(checkoutsBefore);
  });

  it('asks for the password first on a protected site, telling nothing of its settings', async () => {
    const { writes } = await protectedEvent({ showGiftList: false });
    const response = await send(writes.purchase, undefined, '198.51.100.34');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: PASSWORD_REQUIRED });

    const opened = await send(writes.purchase, 'segredo1', '198.51.100.34');
    expect(opened.statusCode).toBe(403);
  });
});

/**
 * The payment stand-in behind a pass-through that counts the checkouts created on it (POST
 * /checkout/preferences): what reaches the provider, seen from the network edge.
 */
async function countCheckouts(target: string) {
  let created = 0;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method === 'POST' && request.url === '/checkout/preferences') created += 1;
    const answer = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers: {
        authorization: request.headers.authorization ?? '',
        'content-type': request.headers['content-type'] ?? 'application/json',
      },
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    response.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: () => created,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
