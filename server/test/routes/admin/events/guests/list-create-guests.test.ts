import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guests } from '../../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../../../../helpers/accounts';
import { expectAdminOnly } from '../../../../helpers/admin-access';
import { build } from '../../../../helpers/build';
import { confirmedGuest, GUEST_FORM, newEvent } from './guest-fixtures';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

describe('GET /api/admin/events/{id}/guests', () => {
  it('lists the confirmed guests with companions, latest first', async () => {
    const event = await newEvent(t.db);
    const older = await confirmedGuest(t.db, event.id);
    const [newer] = await t.db
      .insert(guests)
      .values({
        eventId: event.id,
        firstName: 'Fábio',
        lastName: 'Gomes',
        email: 'f@teste.dev',
        phoneNumber: '(11) 90000-0000',
        createdAt: new Date('2025-05-03T12:00:00Z'),
      })
      .returning();
    await confirmedGuest(t.db, (await newEvent(t.db)).id);

    const response = await t.app.inject({ url: `/api/admin/events/${event.id}/guests`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      guests: [
        expect.objectContaining({ id: newer?.id, firstName: 'Fábio', companions: [], message: null }),
        {
          id: older.id,
          eventId: event.id,
          firstName: 'Carla',
          lastName: 'Dias',
          email: 'carla@teste.dev',
          phoneNumber: '(21) 99999-0000',
          message: 'Estaremos lá!',
          companions: [
            { name: 'Davi', age: 8 },
            { name: 'Eva', age: 35 },
          ],
          attending: null,
          invitationToken: expect.any(String),
          invitedAt: null,
          openedAt: null,
          answeredAt: null,
          answerChangedAt: null,
          remindedAt: null,
          createdAt: '2025-05-01T12:00:00.000Z',
        },
      ],
    });
  });

  it('answers 404 for an unknown event', async () => {
    const response = await t.app.inject({ url: '/api/admin/events/999999/guests', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Evento não encontrado.' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/events/1/guests' });
  });
});

describe('POST /api/admin/events/{id}/guests', () => {
  it('adds a guest, trimmed, e-mail lower-cased', async () => {
    const event = await newEvent(t.db);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/guests`,
      headers,
      payload: GUEST_FORM,
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: expect.any(String),
      guest: {
        id: expect.any(Number),
        eventId: event.id,
        firstName: 'Bruno',
        lastName: 'Costa',
        email: 'bruno@teste.dev',
        phoneNumber: '(11) 91234-5678',
        message: null,
        companions: [],
        // The back office's modal records a guest who comes.
        attending: true,
        invitationToken: expect.any(String),
        invitedAt: null,
        openedAt: null,
        answeredAt: expect.any(String),
        answerChangedAt: null,
        remindedAt: null,
        createdAt: expect.any(String),
      },
    });
    const [stored] = await t.db.select().from(guests).where(eq(guests.id, body.guest.id));
    expect(stored).toMatchObject({ eventId: event.id, firstName: 'Bruno', email: 'bruno@teste.dev' });
  });

  it.each([
    [{ firstName: '' }, '* Nome obrigatório'],
    [{ lastName: ' ' }, '* Sobrenome obrigatório'],
    [{ email: '' }, '* E-mail obrigatório'],
    [{ email: 'bruno@' }, '* E-mail inválido'],
    [{ phoneNumber: '' }, '* Telefone obrigatório'],
    [{ phoneNumber: '(11) 1234-5678' }, '* Telefone inválido'],
  ])('refuses %o with the guest form message', async (change, message) => {
    const event = await newEvent(t.db);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/guests`,
      headers,
      payload: { ...GUEST_FORM, ...change },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await t.db.select().from(guests).where(eq(guests.eventId, event.id))).toEqual([]);
  });

  it('answers 404 for an unknown event', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events/999999/guests',
      headers,
      payload: GUEST_FORM,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Evento não encontrado.' });
  });

  it('is for administrators only', async () => {
    const event = await newEvent(t.db);
    await expectAdminOnly(t, {
      method: 'POST',
      url: `/api/admin/events/${event.id}/guests`,
      payload: GUEST_FORM,
    });
    expect(await t.db.select().from(guests).where(eq(guests.eventId, event.id))).toEqual([]);
  });
});
