import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestCompanions, guests } from '../../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../../../../helpers/accounts';
import { expectAdminOnly } from '../../../../helpers/admin-access';
import { build } from '../../../../helpers/build';
import { confirmedGuest, GUEST_FORM, newEvent } from './guest-fixtures';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

// A guest of the fixture: no answer recorded, never invited, opened or reminded.
const NO_RSVP = {
  attending: null,
  invitationToken: expect.stringMatching(/^[0-9a-f]{32}$/),
  invitedAt: null,
  openedAt: null,
  answeredAt: null,
  answerChangedAt: null,
  remindedAt: null,
};

describe('PUT /api/admin/events/{id}/guests/{guestId}', () => {
  it('saves the four fields and keeps the companions and the note', async () => {
    const event = await newEvent(t.db);
    const guest = await confirmedGuest(t.db, event.id);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}/guests/${guest.id}`,
      headers,
      payload: GUEST_FORM,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().guest).toEqual({
      id: guest.id,
      eventId: event.id,
      firstName: 'Bruno',
      lastName: 'Costa',
      email: 'bruno@teste.dev',
      phoneNumber: '(11) 91234-5678',
      message: 'Estaremos lá!',
      companions: [
        { name: 'Davi', age: 8 },
        { name: 'Eva', age: 35 },
      ],
      ...NO_RSVP,
      createdAt: '2025-05-01T12:00:00.000Z',
    });
    const [stored] = await t.db.select().from(guests).where(eq(guests.id, guest.id));
    expect(stored).toMatchObject({ firstName: 'Bruno', phoneNumber: '(11) 91234-5678' });
  });

  it('refuses a bad phone with the guest form message', async () => {
    const event = await newEvent(t.db);
    const guest = await confirmedGuest(t.db, event.id);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}/guests/${guest.id}`,
      headers,
      payload: { ...GUEST_FORM, phoneNumber: '119' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: '* Telefone inválido' });
  });

  it('answers 404 for a guest of another event, and changes nothing', async () => {
    const event = await newEvent(t.db);
    const othersGuest = await confirmedGuest(t.db, (await newEvent(t.db)).id);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}/guests/${othersGuest.id}`,
      headers,
      payload: GUEST_FORM,
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Convidado não encontrado.' });
    const [stored] = await t.db.select().from(guests).where(eq(guests.id, othersGuest.id));
    expect(stored?.firstName).toBe('Carla');
  });

  it('is for administrators only', async () => {
    const event = await newEvent(t.db);
    const guest = await confirmedGuest(t.db, event.id);
    await expectAdminOnly(t, {
      method: 'PUT',
      url: `/api/admin/events/${event.id}/guests/${guest.id}`,
      payload: GUEST_FORM,
    });
  });
});

describe('DELETE /api/admin/events/{id}/guests/{guestId}', () => {
  it('removes the guest and the companions', async () => {
    const event = await newEvent(t.db);
    const guest = await confirmedGuest(t.db, event.id);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${event.id}/guests/${guest.id}`,
      headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });
    expect(await t.db.select().from(guests).where(eq(guests.id, guest.id))).toEqual([]);
    expect(await t.db.select().from(guestCompanions).where(eq(guestCompanions.guestId, guest.id))).toEqual(
      [],
    );
  });

  it('answers 404 for an unknown guest or a guest of another event', async () => {
    const event = await newEvent(t.db);
    const othersGuest = await confirmedGuest(t.db, (await newEvent(t.db)).id);
    for (const guestId of [999999, othersGuest.id]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/events/${event.id}/guests/${guestId}`,
        headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Convidado não encontrado.' });
    }
    expect(await t.db.select().from(guests).where(eq(guests.id, othersGuest.id))).toHaveLength(1);
  });

  it('is for administrators only', async () => {
    const event = await newEvent(t.db);
    const guest = await confirmedGuest(t.db, event.id);
    await expectAdminOnly(t, { method: 'DELETE', url: `/api/admin/events/${event.id}/guests/${guest.id}` });
    expect(await t.db.select().from(guests).where(eq(guests.id, guest.id))).toHaveLength(1);
  });
});
