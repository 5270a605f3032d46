import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventMessages } from '../../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../../helpers/accounts';
import { expectAdminOnly } from '../../../../helpers/admin-access';
import { build } from '../../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

async function eventWithMessages() {
  const { event } = await createTestUser(t.db);
  if (!event) throw new Error('no event');
  const [older, newer] = await t.db
    .insert(eventMessages)
    .values([
      {
        eventId: event.id,
        firstName: 'Bruno',
        lastName: 'Costa',
        email: 'bruno@teste.dev',
        message: 'Felicidades!',
        createdAt: new Date('2025-05-01T12:00:00Z'),
      },
      {
        eventId: event.id,
        firstName: 'Carla',
        lastName: 'Dias',
        email: 'carla@teste.dev',
        message: 'Parabéns!',
        createdAt: new Date('2025-05-02T12:00:00Z'),
      },
    ])
    .returning();
  if (!older || !newer) throw new Error('no messages');
  return { event, older, newer };
}

describe('GET /api/admin/events/{id}/messages', () => {
  it("lists the event's messages, newest first", async () => {
    const { event, older, newer } = await eventWithMessages();
    await eventWithMessages();

    const response = await t.app.inject({ url: `/api/admin/events/${event.id}/messages`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      messages: [
        {
          id: newer.id,
          eventId: event.id,
          createdAt: '2025-05-02T12:00:00.000Z',
          firstName: 'Carla',
          lastName: 'Dias',
          email: 'carla@teste.dev',
          message: 'Parabéns!',
        },
        expect.objectContaining({ id: older.id, message: 'Felicidades!' }),
      ],
    });
  });

  it('answers an empty list, and 404 for an unknown event', async () => {
    const { event } = await createTestUser(t.db);
    const empty = await t.app.inject({ url: `/api/admin/events/${event?.id}/messages`, headers });
    expect(empty.json().messages).toEqual([]);

    const missing = await t.app.inject({ url: '/api/admin/events/999999/messages', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Evento não encontrado.' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/events/1/messages' });
  });
});

describe('DELETE /api/admin/events/{id}/messages/{messageId}', () => {
  it('removes the message', async () => {
    const { event, older, newer } = await eventWithMessages();

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${event.id}/messages/${older.id}`,
      headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });
    const left = await t.db.select().from(eventMessages).where(eq(eventMessages.eventId, event.id));
    expect(left.map((row) => row.id)).toEqual([newer.id]);
  });

  it('answers 404 for a message of another event and leaves it alone', async () => {
    const { event } = await eventWithMessages();
    const other = await eventWithMessages();

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${event.id}/messages/${other.older.id}`,
      headers,
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Recado não encontrado.' });
    const [kept] = await t.db.select().from(eventMessages).where(eq(eventMessages.id, other.older.id));
    expect(kept).toBeDefined();
  });

  it('answers 404 for an unknown message or event', async () => {
    const { event } = await eventWithMessages();
    const unknownMessage = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${event.id}/messages/999999`,
      headers,
    });
    expect(unknownMessage.statusCode).toBe(404);
    const unknownEvent = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/events/999999/messages/1',
      headers,
    });
    expect(unknownEvent.json()).toEqual({ success: false, message: 'Evento não encontrado.' });
  });

  it('is for administrators only', async () => {
    const { event, older } = await eventWithMessages();
    await expectAdminOnly(t, { method: 'DELETE', url: `/api/admin/events/${event.id}/messages/${older.id}` });
    const [kept] = await t.db.select().from(eventMessages).where(eq(eventMessages.id, older.id));
    expect(kept).toBeDefined();
  });
});
