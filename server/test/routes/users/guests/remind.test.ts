import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guests } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent, expectOtherHost404, expectUserOnly } from '../../../helpers/host-event';
import { readOutbox } from '../../../helpers/outbox';

const t = await build();

let counter = 0;
async function guestOf(eventId: number, fields: Partial<typeof guests.$inferInsert> = {}) {
  counter += 1;
  const [guest] = await t.db
    .insert(guests)
    .values({
      eventId,
      firstName: 'Rita',
      lastName: 'Lima',
      email: `rita${counter}@example.com`,
      phoneNumber: '',
      attending: null,
      invitedAt: new Date(),
      ...fields,
    })
    .returning();
  if (!guest) throw new Error('guest not created');
  return guest;
}

const mailsTo = async (address: string) => (await readOutbox(t.config)).filter((mail) => mail.to === address);

describe('POST /api/users/guests/{eventId}/{guestId}/remind', () => {
  it('mails the personal link and the deadline, and stamps remindedAt', async () => {
    const { event, headers } = await createHostEvent(t.db, {
      settings: { confirmationDeadline: '2030-12-20' },
    });
    const guest = await guestOf(event.id);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/guests/${event.id}/${guest.id}/remind`,
      headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Lembrete enviado por e-mail.' });
    const mails = await mailsTo(guest.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Lembrete: confirme sua presença');
    expect(mails[0]?.text).toContain(
      `${t.config.appUrls.site}/${event.slug}?convite=${guest.invitationToken}`,
    );
    expect(mails[0]?.text).toContain('20/12/2030');
    const [stored] = await t.db.select().from(guests).where(eq(guests.id, guest.id));
    expect(stored?.remindedAt).toBeInstanceOf(Date);
  });

  it("greets 'Convidado(a)' when the guest has no first name, and says the event's date, time and place", async () => {
    const { event, headers } = await createHostEvent(t.db, {
      details: {
        eventDate: '2030-12-27',
        startTime: '16:00',
        eventType: 'in-person',
        eventLocation: 'Espaço Jardim',
        fullAddress: 'Rua das Flores, 10 - São Paulo/SP',
      },
    });
    const guest = await guestOf(event.id, { firstName: '  ' });

    await t.app.inject({ method: 'POST', url: `/api/users/guests/${event.id}/${guest.id}/remind`, headers });

    const [mail] = await mailsTo(guest.email);
    expect(mail?.text).toContain('Olá, Convidado(a)!');
    expect(mail?.text).not.toContain('convidado para');
    expect(mail?.text).toContain('Quando: 27/12/2030, a partir das 16:00');
    // The host's words go through plainText (a word joiner after each '/', so no client links them).
    expect(mail?.text?.replaceAll('\u2060', '')).toContain(
      'Onde: Espaço Jardim, Rua das Flores, 10 - São Paulo/SP',
    );
  });

  it('greets a named guest by name, and leaves out what the host has not filled in', async () => {
    const { event, headers } = await createHostEvent(t.db, { details: { eventType: 'virtual' } });
    const guest = await guestOf(event.id, { firstName: 'Rita' });

    await t.app.inject({ method: 'POST', url: `/api/users/guests/${event.id}/${guest.id}/remind`, headers });

    const [mail] = await mailsTo(guest.email);
    expect(mail?.text).toContain('Olá, Rita!');
    expect(mail?.text).not.toContain('Quando:');
    expect(mail?.text).not.toContain('Onde:');
  });

  it.each([
    [{ email: '' }, 400, 'Este convidado não tem e-mail. Envie o lembrete pelo WhatsApp.'],
    [{ attending: true }, 409, 'Este convidado já respondeu.'],
    [
      { remindedAt: new Date(Date.now() - 60 * 60_000) },
      429,
      'Um lembrete já foi enviado a este convidado nas últimas 24 horas.',
    ],
  ])('refuses %j with %i and sends nothing', async (fields, status, message) => {
    const { event, headers } = await createHostEvent(t.db);
    const guest = await guestOf(event.id, fields);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/guests/${event.id}/${guest.id}/remind`,
      headers,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, message });
    if (guest.email) expect(await mailsTo(guest.email)).toEqual([]);
  });

  it("answers 404 for another event's guest", async () => {
    const { event, headers } = await createHostEvent(t.db);
    const other = await createHostEvent(t.db);
    const guest = await guestOf(other.event.id);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/guests/${event.id}/${guest.id}/remind`,
      headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Convidado não encontrado.' });
  });

  it('refuses a bad guest id naming the field', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/guests/${event.id}/abc/remind`,
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/convidado/i);
  });

  it('is for the host of the event only', async () => {
    const { event } = await createHostEvent(t.db);
    const guest = await guestOf(event.id);
    const request = { method: 'POST' as const, url: `/api/users/guests/${event.id}/${guest.id}/remind` };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    expect(await mailsTo(guest.email)).toEqual([]);
  });
});

describe('POST /api/users/guests/{eventId}/remind', () => {
  it('reminds every unanswered guest with an e-mail not reminded in 24 hours', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const due = await guestOf(event.id);
    const remindedLongAgo = await guestOf(event.id, { remindedAt: new Date(Date.now() - 25 * 60 * 60_000) });
    const recent = await guestOf(event.id, { remindedAt: new Date() });
    const answered = await guestOf(event.id, { attending: false });
    await guestOf(event.id, { email: '', phoneNumber: '(11) 91234-5678' });

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/guests/${event.id}/remind`,
      headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: '2 lembretes enviados por e-mail.', sent: 2 });
    expect(await mailsTo(due.email)).toHaveLength(1);
    expect(await mailsTo(remindedLongAgo.email)).toHaveLength(1);
    expect(await mailsTo(recent.email)).toEqual([]);
    expect(await mailsTo(answered.email)).toEqual([]);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/users/guests/${event.id}/remind`,
      headers,
    });
    expect(again.json()).toMatchObject({ success: true, sent: 0 });
    expect(await mailsTo(due.email)).toHaveLength(1);
  });

  it('is for the host of the event only', async () => {
    const { event } = await createHostEvent(t.db);
    const guest = await guestOf(event.id);
    const request = { method: 'POST' as const, url: `/api/users/guests/${event.id}/remind` };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    expect(await mailsTo(guest.email)).toEqual([]);
  });
});
