import { describe, expect, it } from 'vitest';
import { eventServices, services } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { createTestCategory } from '../../../helpers/catalog';
import { addGiftsToEvent, createHostEvent, setPercentageGift } from '../../../helpers/host-event';
import { pngImage, uploadForm } from '../../../helpers/images';

/**
 * The event page is served from the in-process cache (plugins/public-event-cache.ts); every
 * change a host or an administrator makes through the API shows on the next reads, carried by
 * the database triggers' NOTIFY (drizzle/0003_public-event-notify.sql). The notice reaches the
 * instance a moment after the write's answer: each check first waits until the instance has heard
 * everything committed so far (app.publicEventChangesHeard), then reads once.
 */
const t = await build();
const admin = await adminHeaders(t.db, (await createTestAdmin(t.db)).id);
await setPercentageGift(t.db, 10);

const read = (slug: string, query = '') => t.app.inject({ url: `/api/guests/event/${slug}${query}` });
const page = async (slug: string) => (await read(slug)).json().event;
/** `read()` once this instance has heard every change committed so far. */
async function heard<T>(look: () => Promise<T>): Promise<T> {
  await t.app.publicEventChangesHeard();
  return look();
}

/** A host's event with two gifts, read once so that its page is cached. */
async function cachedEvent(slug: string) {
  const { event, headers } = await createHostEvent(t.db, {
    event: { slug, title: 'Festa' },
    details: { eventDate: '2031-05-10', eventLocation: 'Salão Azul' },
  });
  const giftIds = await addGiftsToEvent(t.db, event.id, [
    { name: 'Panela', priceCents: 10_000 },
    { name: 'Jarra', priceCents: 2_000 },
  ]);
  // Once the notices of these inserts are in, a read is kept.
  await t.app.publicEventChangesHeard();
  expect((await read(slug)).statusCode).toBe(200);
  expect(t.app.publicEventCache.has(slug)).toBe(true);
  return { event, headers, giftIds };
}

describe('GET /api/guests/event/{slug} after a change through the API', () => {
  it("shows the host's new texts", async () => {
    const { event, headers } = await cachedEvent('textos');

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event/${event.id}`,
      headers,
      payload: {
        title: 'Festa Nova',
        subtitle: 'Sub',
        titleDescription: 'Oi',
        description: 'Texto',
        color: '#00AA88',
      },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await heard(() => page('textos'))).toMatchObject({ title: 'Festa Nova', color: '#00AA88' });
  });

  it("shows the host's new event details", async () => {
    const { event, headers } = await cachedEvent('detalhes');

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event-details/${event.id}`,
      headers,
      payload: {
        eventDate: '2031-06-01',
        startTime: '20:00',
        endTime: '21:00',
        eventType: 'virtual',
        transmission: 'Meet',
        transmissionLink: 'https://meet.example.com/x',
        transmissionPassword: '1234',
      },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await heard(async () => (await page('detalhes')).details)).toMatchObject({
      eventDate: '2031-06-01',
      eventType: 'virtual',
      eventLocation: null,
    });
  });

  it("follows the host's settings: sections, password, and a new slug (the old one is gone)", async () => {
    const { event, headers } = await cachedEvent('antigo');
    // Setting a password needs the site password service.
    const [service] = await t.db
      .insert(services)
      .values({ name: 'Senha no Site', type: 'PASSWORD', quantity: 1, priceCents: 1_990 })
      .returning({ id: services.id });
    await t.db.insert(eventServices).values({
      eventId: event.id,
      serviceId: service?.id ?? 0,
      status: 'APPROVED',
      priceCents: 1_990,
      quantity: 1,
    });
    const settings = {
      showGiftList: false,
      showGuestMessages: true,
      showEventInfo: false,
      allowGuestConfirmation: true,
    };

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event/${event.id}/settings`,
      headers,
      payload: { ...settings, slug: 'novo', password: 'segredo1' },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await heard(() => read('antigo').then((r) => r.statusCode))).toBe(404);
    expect((await read('novo')).json()).toEqual({
      success: false,
      message: 'Este site é protegido por senha. Informe a senha para continuar.',
    });
    const opened = (await read('novo', '?password=segredo1')).json().event;
    expect(opened).toMatchObject({ slug: 'novo', gifts: [], details: null, settings });
  });

  it('shows a photo the host adds to the gallery, and not after it is removed', async () => {
    const { event, headers } = await cachedEvent('galeria');
    const form = uploadForm({ fileType: 'image' }, { field: 'file', data: await pngImage(), name: 'f.png' });

    const added = await t.app.inject({
      method: 'POST',
      url: `/api/users/event-gallery/${event.id}`,
      headers,
      payload: form,
    });

    expect(added.statusCode).toBe(200);
    const [item] = added.json().gallery;
    expect(await heard(async () => (await page('galeria')).gallery)).toEqual([item]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/event-gallery/${event.id}/media/${item.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await heard(async () => (await page('galeria')).gallery)).toEqual([]);
  });

  it('drops a gift the host takes off the list', async () => {
    const { event, headers, giftIds } = await cachedEvent('lista');
    // A published list keeps at least four visible gifts: three more, so one can go.
    await addGiftsToEvent(t.db, event.id, [
      { name: 'Copo', priceCents: 500 },
      { name: 'Prato', priceCents: 800 },
      { name: 'Vaso', priceCents: 900 },
    ]);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/gifts/${event.id}/${giftIds[0]}`,
      headers,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await heard(async () => (await page('lista')).gifts.map((g: { name: string }) => g.name))).toEqual(
      ['Jarra', 'Copo', 'Prato', 'Vaso'],
    );
  });

  it("follows the administrator's catalogue: a gift renamed, repriced, withdrawn, linked", async () => {
    const { event, giftIds } = await cachedEvent('catalogo');
    const names = async () =>
      (await page('catalogo')).gifts.map((g: { name: string; price: number }) => `${g.name} ${g.price}`);
    const { category } = await createTestCategory(t.db);
    const edit = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/gifts/${giftIds[0]}`,
        headers: admin,
        payload: uploadForm({ description: 'Inox', eventCategoryId: String(category.id), ...fields }),
      });

    const e1 = await edit({ name: 'Panela Nova', price: '50' });
    expect(e1.statusCode, e1.body).toBe(200);
    expect(await heard(names)).toEqual(['Panela Nova 55', 'Jarra 22']);

    // Withdrawn from the catalogue, it stays on the lists that have it, and its changes reach them.
    expect((await edit({ name: 'Panela Nova', price: '60', active: 'false' })).statusCode).toBe(200);
    expect(await heard(names)).toEqual(['Panela Nova 66', 'Jarra 22']);

    const [other] = await addGiftsToEvent(t.db, (await createHostEvent(t.db)).event.id, [
      { name: 'Vaso', priceCents: 3_000 },
    ]);
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gifts/link-to-event',
      headers: admin,
      payload: { giftId: other, eventId: event.id },
    });
    expect(linked.statusCode).toBe(200);
    expect(await heard(names)).toEqual(['Panela Nova 66', 'Jarra 22', 'Vaso 33']);
  });

  it("reprices every event's gifts when the administrator changes the platform percentage", async () => {
    await cachedEvent('percentual');

    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { percentageGift: 20, listCreationFee: 0, color: '#123456', colorSecondary: '#abcdef' },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await heard(async () => (await page('percentual')).gifts[0].price)).toBe(120);
    await setPercentageGift(t.db, 10);
  });

  it('answers 404 once the administrator disables the event, and the page again once enabled', async () => {
    const { event } = await cachedEvent('desligado');
    const details = {
      eventDate: '2031-05-10',
      startTime: '16:00',
      endTime: '23:30',
      eventType: 'in-person',
      eventLocation: 'Salão Azul',
      postalCode: '01310-100',
      fullAddress: 'Rua A, 1',
      transmission: '',
      transmissionLink: '',
      transmissionPassword: '',
    };
    const form = (active: boolean) => ({
      title: 'Festa',
      subtitle: 'Sub',
      slug: 'desligado',
      active,
      titleDescription: 'Oi',
      description: 'Texto',
      color: '#7B1FA2',
      details,
    });

    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers: admin,
      payload: form(false),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await heard(() => read('desligado').then((r) => r.statusCode))).toBe(404);
    expect((await read('desligado')).json()).toEqual({ success: false, message: 'Evento não encontrado!' });

    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/events/${event.id}`,
          headers: admin,
          payload: form(true),
        })
      ).statusCode,
    ).toBe(200);
    expect(await heard(() => read('desligado').then((r) => r.statusCode))).toBe(200);
  });
});
