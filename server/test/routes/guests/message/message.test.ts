import net from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventMessages, users } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent } from '../../../helpers/host-event';
import { readOutbox } from '../../../helpers/outbox';

const MESSAGE = {
  firstName: 'João',
  lastName: 'Silva',
  email: 'joao@example.com',
  message: 'Felicidades ao casal!',
};

describe('POST /api/guests/message/{eventId}', async () => {
  const t = await build();

  it('stores the message and e-mails the host', async () => {
    const { event, host } = await createHostEvent(t.db, { event: { title: 'Ana & Pedro' } });

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/guests/message/${event.id}`,
      payload: { ...MESSAGE, firstName: '  João ' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Recado enviado.' });
    const stored = await t.db.select().from(eventMessages).where(eq(eventMessages.eventId, event.id));
    expect(stored).toEqual([
      expect.objectContaining({ ...MESSAGE, eventId: event.id, createdAt: expect.any(Date) }),
    ]);
    const mails = (await readOutbox(t.config)).filter((mail) => mail.to === host.email);
    expect(mails).toHaveLength(1);
    // The subject names no guest (the mail log records subjects); the body does.
    expect(mails[0]?.subject).toBe('Novo recado no seu site');
    expect(mails[0]?.text).toContain('João Silva deixou um recado no site de Ana & Pedro:');
    expect(mails[0]?.text).toContain('> Felicidades ao casal!');
    expect(mails[0]?.text).toContain(`${t.config.appUrls.users}/messages`);
  });

  it('stores the message without e-mailing a host who turned message e-mails off', async () => {
    const { event, host } = await createHostEvent(t.db);
    await t.db.update(users).set({ notifyMessages: false }).where(eq(users.id, host.id));

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/guests/message/${event.id}`,
      payload: MESSAGE,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Recado enviado.' });
    expect(await t.db.select().from(eventMessages).where(eq(eventMessages.eventId, event.id))).toHaveLength(
      1,
    );
    expect((await readOutbox(t.config)).filter((mail) => mail.to === host.email)).toEqual([]);
  });

  it.each([
    [{ firstName: '' }, '* Nome obrigatório'],
    [{ lastName: ' ' }, '* Sobrenome obrigatório'],
    [{ email: '' }, '* E-mail obrigatório'],
    [{ email: 'joao@example' }, '* E-mail inválido'],
    [{ message: '' }, '* Mensagem obrigatória'],
  ])('refuses %j, telling the guest in Portuguese what is wrong with the field', async (change, message) => {
    const { event } = await createHostEvent(t.db);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/guests/message/${event.id}`,
      payload: { ...MESSAGE, ...change },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await t.db.select().from(eventMessages).where(eq(eventMessages.eventId, event.id))).toEqual([]);
  });

  it('answers 404 for a disabled or unknown event', async () => {
    const { event } = await createHostEvent(t.db, { event: { active: false } });
    for (const id of [event.id, 999999]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/guests/message/${id}`,
        payload: MESSAGE,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Evento não encontrado!' });
    }
    expect(await t.db.select().from(eventMessages).where(eq(eventMessages.eventId, event.id))).toEqual([]);
  });

  it('refuses messages when the host turned the messages section off', async () => {
    const { event } = await createHostEvent(t.db, { settings: { showGuestMessages: false } });

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/guests/message/${event.id}`,
      payload: MESSAGE,
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'Este evento não está recebendo recados.' });
  });
});

describe('POST /api/guests/message/{eventId} with the mail server down', async () => {
  const t = await build({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });

  it('still stores the message and answers success', async () => {
    const { event } = await createHostEvent(t.db);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/guests/message/${event.id}`,
      payload: MESSAGE,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Recado enviado.' });
    expect(await t.db.select().from(eventMessages).where(eq(eventMessages.eventId, event.id))).toHaveLength(
      1,
    );
  });
});

/** A port nothing listens on: bound, read, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}
