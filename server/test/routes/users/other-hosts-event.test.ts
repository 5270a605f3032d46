import { type ApiRoute, apiRoutes } from '@celebra/shared/api';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  eventGallery,
  eventMessages,
  giftSuggestions,
  guests,
  purchases,
  services,
} from '../../../src/db/schema/index';
import { createTestUser, userHeaders } from '../../helpers/accounts';
import { build } from '../../helpers/build';
import { addGiftsToEvent, createHostEvent } from '../../helpers/host-event';
import { pngImage, uploadForm } from '../../helpers/images';

/**
 * A host reaches only their own event. For EVERY host call of the shared route
 * table that names an event (in the path or the body), another host's valid session gets the
 * ownership 404 and the owner's data does not change. The table drives the test, so a new host
 * call that names an event fails here until it is listed with a valid request.
 */
const t = await build();

const victim = await createHostEvent(t.db);
const eventId = victim.event.id;
const [giftId] = await addGiftsToEvent(t.db, eventId, [{ name: 'Jogo de panelas', priceCents: 35000 }]);
const [guest] = await t.db
  .insert(guests)
  .values({
    eventId,
    firstName: 'Rita',
    lastName: 'Lima',
    email: 'rita@teste.dev',
    phoneNumber: '(11) 91234-5678',
  })
  .returning();
const [answer] = await t.db
  .insert(guests)
  .values({ eventId, firstName: 'Rita', lastName: 'L.', email: '', phoneNumber: '', attending: true })
  .returning();
const [message] = await t.db
  .insert(eventMessages)
  .values({ eventId, firstName: 'Rita', lastName: 'Lima', email: 'rita@teste.dev', message: 'Felicidades!' })
  .returning();
const [media] = await t.db
  .insert(eventGallery)
  .values({ eventId, type: 'image', url: '/media/gallery/x.webp', storageKey: 'gallery/x.webp' })
  .returning();
await t.db.insert(giftSuggestions).values({ eventId, userId: victim.host.id, title: 'Cafeteira' });
const [turbo] = await t.db
  .insert(services)
  .values({
    name: 'Fotos extras',
    description: '20 fotos',
    priceCents: 2990,
    type: 'IMAGE',
    isDefault: false,
  })
  .returning();
const [gift] = await t.db
  .insert(purchases)
  .values({
    eventId,
    guestName: 'Rita',
    guestEmail: 'rita@teste.dev',
    userAmountCents: 35000,
    totalPriceCents: 35000,
    percentage: 0,
    status: 'APPROVED',
  })
  .returning();
if (!giftId || !guest || !answer || !message || !media || !turbo || !gift)
  throw new Error('fixtures not created');

const guestBody = {
  firstName: 'Intrusa',
  lastName: 'Silva',
  email: 'intrusa@teste.dev',
  phoneNumber: '(21) 99876-5432',
  companions: [],
};

type Attack = { params?: Record<string, string | number>; body?: unknown; form?: () => Promise<FormData> };

// One valid request per host call that names an event: valid, so that it is the ownership check
// (and not validation) that refuses it.
const ATTACKS: Record<string, Attack> = {
  usersPurchaseService: { body: { serviceId: turbo.id, eventId } },
  usersListEventServices: {},
  usersListPendingPaymentServices: {},
  usersUploadEventImage: {
    params: { kind: 'banner' },
    form: async () =>
      uploadForm({}, { field: 'file', data: await pngImage(), type: 'image/png', name: 'b.png' }),
  },
  usersDashboard: {},
  usersGetEvent: {},
  usersUpdateEvent: {
    body: { title: 'Invadido', subtitle: 'x', titleDescription: 'x', description: 'x', color: '#000000' },
  },
  usersGetEventDetails: {},
  usersUpdateEventDetails: {
    body: {
      eventDate: '2030-05-01',
      startTime: '16:00',
      endTime: '22:00',
      eventType: 'in-person',
      eventLocation: 'Outro lugar',
      postalCode: '05422-001',
      fullAddress: 'Rua dos Pinheiros, 1200',
    },
  },
  usersListGifts: {},
  usersCreateGiftSuggestion: { body: { title: 'Invasão', description: '' } },
  usersRemoveGift: { params: { giftId } },
  usersCatalogGifts: {},
  usersAddCatalogGifts: { body: { giftIds: [giftId] } },
  usersCreateGift: {
    form: async () =>
      uploadForm(
        { name: 'Invasão', price: '10' },
        { field: 'image', data: await pngImage(), type: 'image/png', name: 'p.png' },
      ),
  },
  usersUpdateGift: {
    params: { giftId },
    form: async () =>
      uploadForm(
        { name: 'Invadido', price: '1' },
        { field: 'image', data: await pngImage(), type: 'image/png', name: 'p.png' },
      ),
  },
  usersReorderGifts: { body: { giftIds: [giftId] } },
  usersSetGiftHidden: { params: { giftId }, body: { hidden: true } },
  usersSaveGiftNotice: { body: { text: 'Invasão' } },
  usersGetSettings: {},
  usersUpdateSettings: {
    body: {
      showGiftList: false,
      showGuestMessages: false,
      showEventInfo: false,
      allowGuestConfirmation: false,
      slug: 'site-invadido',
      password: '',
    },
  },
  usersListGallery: {},
  usersUploadGalleryMedia: {
    form: async () =>
      uploadForm(
        { fileType: 'image' },
        { field: 'file', data: await pngImage(), type: 'image/png', name: 'g.png' },
      ),
  },
  usersDeleteGalleryMedia: { params: { mediaId: media.id } },
  usersListGuests: {},
  usersCreateGuest: { body: { ...guestBody, eventId } },
  usersUpdateGuest: { params: { guestId: guest.id }, body: guestBody },
  usersDeleteGuest: { params: { guestId: guest.id } },
  usersMergeGuest: { params: { guestId: answer.id }, body: { intoGuestId: guest.id } },
  usersImportGuests: { body: { csv: 'Nome;E-mail\nIntrusa Silva;intrusa@teste.dev' } },
  usersPreviewGuestImport: { body: { csv: 'Nome;E-mail\nIntrusa Silva;intrusa@teste.dev' } },
  usersRemindGuests: {},
  usersRemindGuest: { params: { guestId: guest.id } },
  usersGetRsvpSettings: {},
  usersUpdateRsvpSettings: {
    body: { confirmationDeadline: '2030-01-01', childrenMaxAge: 5, questions: [{ label: 'Invasão' }] },
  },
  usersListMessages: {},
  usersDeleteMessage: { params: { messageId: message.id } },
  usersListReceivedGifts: {},
  usersMarkGiftThanked: { params: { purchaseId: gift.id }, body: { thanked: true } },
  usersGetTransactionTotals: {},
  usersRequestPayout: {},
  usersListPayouts: {},
  usersGetDeliveryAddress: {},
  usersSaveDeliveryAddress: {
    body: {
      postalCode: '01310-100',
      street: 'Rua Invadida',
      number: '1',
      neighbourhood: 'Centro',
      city: 'São Paulo',
      state: 'SP',
      recipientName: 'Intrusa',
    },
  },
  usersChangeDeliveryPreference: { body: { giftDeliveryPreference: 'weekAfterParty' } },
};

const namesAnEvent = (route: ApiRoute) =>
  route.path.includes(':eventId') ||
  'eventId' in ((route.body as { shape?: object } | undefined)?.shape ?? {});
const hostCallsNamingAnEvent = Object.entries(apiRoutes).filter(
  ([, route]) => route.auth === 'user' && namesAnEvent(route as ApiRoute),
);

async function requestFor(
  key: string,
  route: ApiRoute,
  headers: Record<string, string>,
): Promise<InjectOptions> {
  const attack = ATTACKS[key] ?? {};
  const params: Record<string, string | number> = { eventId, ...attack.params };
  const url = `/api${route.path.replace(/:(\w+)/g, (_, name: string) => String(params[name]))}`;
  const method = route.method as InjectOptions['method'];
  if (attack.form) {
    const form = await attack.form();
    const encoded = new Response(form);
    return {
      method,
      url,
      headers: { ...headers, 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    };
  }
  return { method, url, headers, ...(attack.body === undefined ? {} : { payload: attack.body as object }) };
}

/** Every row that belongs to the victim's event, as text: any change shows. */
async function victimSnapshot(): Promise<string> {
  const result = await t.db.execute<{ snapshot: string }>(sql`
    select concat_ws(' || ',
      (select string_agg(e::text, ',') from events e where e.id = ${eventId}),
      (select string_agg(d::text, ',' order by d.id) from event_details d where d.event_id = ${eventId}),
      (select string_agg(s::text, ',') from event_settings s where s.event_id = ${eventId}),
      (select string_agg(g::text, ',' order by g.id) from event_gifts g where g.event_id = ${eventId}),
      (select string_agg(g::text, ',' order by g.id) from guests g where g.event_id = ${eventId}),
      (select string_agg(q::text, ',' order by q.id) from rsvp_questions q where q.event_id = ${eventId}),
      (select string_agg(m::text, ',' order by m.id) from event_messages m where m.event_id = ${eventId}),
      (select string_agg(m::text, ',' order by m.id) from event_gallery m where m.event_id = ${eventId}),
      (select string_agg(s::text, ',' order by s.id) from gift_suggestions s where s.event_id = ${eventId}),
      (select string_agg(s::text, ',' order by s.id) from event_services s where s.event_id = ${eventId}),
      (select string_agg(p::text, ',' order by p.id) from payouts p where p.event_id = ${eventId}),
      (select string_agg(p::text, ',' order by p.id) from purchases p where p.event_id = ${eventId}),
      (select string_agg(a::text, ',') from event_delivery_addresses a where a.event_id = ${eventId})
    ) as snapshot`);
  return result.rows[0]?.snapshot ?? '';
}

describe("a host on another host's event", () => {
  it('every host call that names an event is covered here', () => {
    expect(hostCallsNamingAnEvent.length).toBeGreaterThan(20);
    expect(hostCallsNamingAnEvent.map(([key]) => key).filter((key) => !(key in ATTACKS))).toEqual([]);
  });

  it('the requests are valid ones: the owner is answered for each read', async () => {
    for (const [key, route] of hostCallsNamingAnEvent) {
      if (route.method !== 'GET' || key === 'usersRequestPayout') continue;
      const response = await t.app.inject(await requestFor(key, route as ApiRoute, victim.headers));
      expect({ key, status: response.statusCode }).toEqual({ key, status: 200 });
    }
  });

  it.each(hostCallsNamingAnEvent)('%s: 404 and nothing of the owner changes', async (key, route) => {
    const intruder = await createTestUser(t.db, { event: {} });
    const before = await victimSnapshot();

    const response = await t.app.inject(
      await requestFor(key, route as ApiRoute, await userHeaders(t.db, intruder.id)),
    );

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Evento não encontrado.' });
    expect(await victimSnapshot()).toBe(before);
  });
});
