import { describe, expect, it } from 'vitest';
import { eventDetails, events } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

describe('GET /api/admin/user-events/{userId}', () => {
  it("lists the user's events, newest first, with the place from the details", async () => {
    const user = await createTestUser(t.db, {
      event: {
        title: 'Casamento',
        subtitle: 'Ana e Bia',
        description: 'A festa',
        createdAt: new Date('2025-01-01T12:00:00Z'),
      },
    });
    await t.db
      .insert(eventDetails)
      .values({ eventId: user.event?.id ?? 0, eventLocation: 'Sítio Bela Vista' });
    const [second] = await t.db
      .insert(events)
      .values({
        userId: user.id,
        title: 'Chá de bebê',
        slug: `cha-${user.id}`,
        createdAt: new Date('2025-02-01T12:00:00Z'),
      })
      .returning();
    await createTestUser(t.db, { event: { title: 'De outra pessoa' } });

    const response = await t.app.inject({ url: `/api/admin/user-events/${user.id}`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      events: [
        {
          id: second?.id,
          title: 'Chá de bebê',
          subtitle: '',
          createdAt: '2025-02-01T12:00:00.000Z',
          location: null,
          description: null,
        },
        {
          id: user.event?.id,
          title: 'Casamento',
          subtitle: 'Ana e Bia',
          createdAt: '2025-01-01T12:00:00.000Z',
          location: 'Sítio Bela Vista',
          description: 'A festa',
        },
      ],
    });
  });

  it('answers an empty list for a user without events', async () => {
    const user = await createTestUser(t.db, { event: null });
    const response = await t.app.inject({ url: `/api/admin/user-events/${user.id}`, headers });
    expect(response.json().events).toEqual([]);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await t.app.inject({ url: '/api/admin/user-events/999999', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Usuário não encontrado.' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/user-events/1' });
  });
});
