import { describe, expect, it } from 'vitest';
import { eventDetails, type events } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { insertCategory } from '../../../helpers/admin-fixtures';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);
const { category } = await insertCategory(t.db);

async function createEvent(fields: Partial<typeof events.$inferInsert> = {}) {
  const user = await createTestUser(t.db, {
    firstName: 'Rita',
    lastName: 'Lopes',
    phoneNumber: '(21) 97777-1111',
    event: { title: 'Casamento', eventCategoryId: category.id, ...fields },
  });
  if (!user.event) throw new Error('no event');
  return user.event;
}

describe('GET /api/admin/events/{id}', () => {
  it('answers the event with its details, owner and delivery preference', async () => {
    const event = await createEvent({ giftDeliveryPreference: 'weekOfParty', subtitle: 'Ana e Bia' });
    const [details] = await t.db
      .insert(eventDetails)
      .values({
        eventId: event.id,
        eventDate: '2025-10-18',
        startTime: '16:00',
        latitude: -23.5,
        longitude: -46.6,
      })
      .returning();

    const response = await t.app.inject({ url: `/api/admin/events/${event.id}`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      event: {
        id: event.id,
        title: 'Casamento',
        subtitle: 'Ana e Bia',
        slug: event.slug,
        active: true,
        color: '#E91E63',
        titleDescription: null,
        description: null,
        eventCategoryId: category.id,
        giftDeliveryPreference: 'weekOfParty',
        user: { firstName: 'Rita', lastName: 'Lopes' },
        phoneNumber: '(21) 97777-1111',
        createdAt: event.createdAt.toISOString(),
        updatedAt: event.updatedAt.toISOString(),
        details: {
          id: details?.id,
          eventId: event.id,
          eventDate: '2025-10-18',
          startTime: '16:00',
          endTime: null,
          eventType: 'in-person',
          eventLocation: null,
          postalCode: null,
          fullAddress: null,
          latitude: -23.5,
          longitude: -46.6,
          transmission: null,
          transmissionLink: null,
          transmissionPassword: null,
        },
      },
    });
  });

  it('answers null details and preference when the event has none', async () => {
    const event = await createEvent();
    const body = (await t.app.inject({ url: `/api/admin/events/${event.id}`, headers })).json();
    expect(body.event).toMatchObject({ details: null, giftDeliveryPreference: null });
  });

  it('answers 404 for an unknown event', async () => {
    const response = await t.app.inject({ url: '/api/admin/events/999999', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Evento não encontrado.' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/events/1' });
  });
});
