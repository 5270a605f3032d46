import { slugify } from '@celebra/shared/format';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, preUserRequests, users } from '../../src/db/schema/index';
import { checkEventInfo } from '../../src/domain/pre-registration/check-event-info';
import { DOMAIN_ERROR_STATUS } from '../../src/http/domain-error-status';
import { adminHeaders, createTestAdmin } from '../helpers/accounts';
import { build } from '../helpers/build';
import { createTestCategory, createTestGifts } from '../helpers/catalog';
import { createHostEvent } from '../helpers/host-event';

// An event's site is site.<host>/<slug>: a slug that is one of the platform's own first path
// segments would be unreachable (api, media, assets) or stand in for its pages (page/…).
const RESERVED = 'Este link é reservado pela plataforma, por favor, crie outro.';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);
const { type, category } = await createTestCategory(t.db);
const giftIds = (await createTestGifts(t.db, category.id, 4)).map((gift) => gift.id);
const PASSWORD = 'segredo123';

let serial = 0;

describe('a slug the platform uses itself', () => {
  it('is refused when the administrator creates an event (POST /api/users/register), creating nothing', async () => {
    const usersBefore = await t.db.$count(users);
    for (const slug of ['api', 'Media', 'assets', 'page']) {
      serial += 1;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers,
        payload: {
          eventTypeId: type.id,
          eventCategoryId: category.id,
          title: 'Casamento',
          subtitle: 'Venha',
          slug,
          giftDeliveryPreference: 'cash',
          gifts: giftIds,
          firstName: 'Bia',
          lastName: 'Lima',
          phoneNumber: '(21) 99876-5432',
          email: `bia${serial}@exemplo.com`,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      });
      expect(response.statusCode, slug).toBe(400);
      expect(response.json()).toEqual({ success: false, message: RESERVED });
    }
    expect(await t.db.$count(users)).toBe(usersBefore);
  });

  it("is refused when the administrator edits an event's link (PUT /api/admin/events/{id})", async () => {
    const { event } = await createHostEvent(t.db, { event: { slug: 'festa-da-rita' } });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers,
      payload: {
        title: 'Festa',
        subtitle: 'Venha',
        slug: 'media',
        active: true,
        color: '#7B1FA2',
        details: {
          eventDate: '2031-01-01',
          startTime: '10:00',
          endTime: '12:00',
          eventType: 'in-person',
          eventLocation: 'Salão',
          fullAddress: 'Rua A, 1',
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: RESERVED });
    const [stored] = await t.db.select({ slug: events.slug }).from(events).where(eq(events.id, event.id));
    expect(stored?.slug).toBe('festa-da-rita');
  });

  it("is refused when the host changes their site's link (PUT /api/users/event/{id}/settings)", async () => {
    const { event, headers: hostHeaders } = await createHostEvent(t.db, { event: { slug: 'cha-da-lia' } });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event/${event.id}/settings`,
      headers: hostHeaders,
      payload: {
        showGiftList: true,
        showGuestMessages: true,
        showEventInfo: true,
        allowGuestConfirmation: true,
        slug: 'ASSETS',
        password: '',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: RESERVED });
    const [stored] = await t.db.select({ slug: events.slug }).from(events).where(eq(events.id, event.id));
    expect(stored?.slug).toBe('cha-da-lia');
  });

  describe('in the pre-registered host wizard (POST /api/users/pre-register/event-info)', () => {
    it('is refused when typed, before anything else is looked at', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/pre-register/event-info',
        payload: {
          email: 'lia@exemplo.com',
          eventTypeId: type.id,
          eventCategoryId: category.id,
          title: 'Casamento',
          slug: 'page',
          giftDeliveryPreference: 'cash',
          gifts: giftIds,
          password: PASSWORD,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: RESERVED });
    });

    it('is refused when it would come from the title (the check the route makes before storing)', async () => {
      const [request] = await t.db
        .insert(preUserRequests)
        .values({
          firstName: 'Lia',
          lastName: 'Souza',
          email: 'lia.souza@exemplo.com',
          phoneNumber: '(11) 91234-5678',
          passwordHash: 'x',
          paymentStatus: 'APPROVED',
        })
        .returning({ id: preUserRequests.id });
      const choices = {
        requestId: request?.id ?? 0,
        eventTypeId: type.id,
        eventCategoryId: category.id,
        gifts: giftIds,
      };

      // The domain's refusal, answered 409 at the edge as the route's own check is.
      await expect(checkEventInfo(t.db, { ...choices, slug: slugify('API') })).rejects.toMatchObject({
        code: 'conflict',
        message: RESERVED,
      });
      expect(DOMAIN_ERROR_STATUS.conflict).toBe(409);
      // An ordinary title's slug passes.
      await expect(checkEventInfo(t.db, { ...choices, slug: slugify('Api e Bia') })).resolves.toBeUndefined();
    });
  });
});
