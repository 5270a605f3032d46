import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../src/db/client';
import { eventServices, eventSettings, services } from '../../../../src/db/schema/index';
import { verifySitePassword } from '../../../../src/domain/site-password/hash-site-password';
import { build } from '../../../helpers/build';
import { createHostEvent } from '../../../helpers/host-event';

/**
 * The site password is the paid 'Senha no Site' service (type PASSWORD): setting or changing it
 * needs that service approved for the event (or free for every event in the catalogue); clearing
 * it never does, and a password the site already has stays in force.
 */
const t = await build();

const SERVICE_REQUIRED = 'Contrate o serviço Senha no Site para proteger o site com senha.';

const SETTINGS = {
  showGiftList: true,
  showGuestMessages: true,
  showEventInfo: true,
  allowGuestConfirmation: true,
  password: 'segredo1',
};

/** A service of the catalogue, bought by the event with `status` (or not bought: null). */
async function giveService(
  db: Db,
  eventId: number,
  { type = 'PASSWORD', status = 'APPROVED', isDefault = false, active = true } = {} as {
    type?: 'PASSWORD' | 'IMAGE' | 'VIDEO' | 'PAGE' | 'EXTRA';
    status?: 'APPROVED' | 'PENDING' | 'RECUSED' | null;
    isDefault?: boolean;
    active?: boolean;
  },
) {
  const [service] = await db
    .insert(services)
    .values({
      name: `Serviço ${type}`,
      type,
      quantity: 1,
      priceCents: isDefault ? 0 : 1_990,
      isDefault,
      active,
    })
    .returning({ id: services.id });
  if (status !== null) {
    await db
      .insert(eventServices)
      .values({ eventId, serviceId: service?.id ?? 0, status, priceCents: 1_990, quantity: 1 });
  }
  return service?.id ?? 0;
}

/** The stored hash of the site password (never the password), null for an open site. */
async function storedHash(eventId: number) {
  const [row] = await t.db.select().from(eventSettings).where(eq(eventSettings.eventId, eventId));
  return row?.passwordHash ?? null;
}

/** Whether the stored hash is the hash of `password` (and not the password itself). */
async function stores(eventId: number, password: string) {
  const hash = await storedHash(eventId);
  return hash !== null && hash !== password && (await verifySitePassword(hash, password));
}

function save(event: { id: number; slug: string }, headers: Record<string, string>, change: object = {}) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/event/${event.id}/settings`,
    headers,
    payload: { ...SETTINGS, slug: event.slug, ...change },
  });
}

describe('PUT /api/users/event/{eventId}/settings: the site password service', () => {
  it('refuses a password without the service, and with a service only pending, an image one or another event’s', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const { event: other } = await createHostEvent(t.db);
    await giveService(t.db, event.id, { status: 'PENDING' });
    await giveService(t.db, event.id, { type: 'IMAGE' });
    await giveService(t.db, other.id);

    const response = await save(event, headers, { showGiftList: false });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: SERVICE_REQUIRED });
    // Nothing saved: neither the password nor the switches that came with it.
    const [row] = await t.db.select().from(eventSettings).where(eq(eventSettings.eventId, event.id));
    expect(row).toMatchObject({ passwordHash: null, showGiftList: true });
    expect((await t.app.inject({ url: `/api/guests/event/${event.slug}` })).statusCode).toBe(200);
  });

  it('saves it with the service approved, and the site asks for it', async () => {
    const { event, headers } = await createHostEvent(t.db);
    await giveService(t.db, event.id);

    const response = await save(event, headers);

    expect(response.statusCode).toBe(200);
    expect(await stores(event.id, 'segredo1')).toBe(true);
    expect((await t.app.inject({ url: `/api/guests/event/${event.slug}` })).statusCode).toBe(401);
  });

  it('saves it when the catalogue gives the service to every event', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const freeForAll = await giveService(t.db, event.id, { isDefault: true, status: null });
    try {
      expect((await save(event, headers)).statusCode).toBe(200);
      expect(await stores(event.id, 'segredo1')).toBe(true);
    } finally {
      await t.db.update(services).set({ active: false }).where(eq(services.id, freeForAll));
    }
  });

  it('always lets the host clear the password', async () => {
    const { event, headers } = await createHostEvent(t.db, { settings: { password: 'antiga1' } });

    const response = await save(event, headers, { password: '' });

    expect(response.statusCode).toBe(200);
    expect(await storedHash(event.id)).toBeNull();
  });

  it('keeps a password set before, without the service: the same one saves, a new one is refused', async () => {
    const { event, headers } = await createHostEvent(t.db, { settings: { password: 'antiga1' } });

    const same = await save(event, headers, { password: 'antiga1', showEventInfo: false });
    expect(same.statusCode).toBe(200);

    const changed = await save(event, headers, { password: 'nova-senha' });
    expect(changed.statusCode).toBe(403);
    expect(changed.json()).toEqual({ success: false, message: SERVICE_REQUIRED });
    expect(await stores(event.id, 'antiga1')).toBe(true);
    // The site stays closed with the old password.
    expect((await t.app.inject({ url: `/api/guests/event/${event.slug}?password=antiga1` })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ url: `/api/guests/event/${event.slug}?password=nova-senha` })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/users/event/{eventId}/settings: canSetPassword', () => {
  it('says whether the event has the service', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const read = async () =>
      (await t.app.inject({ url: `/api/users/event/${event.id}/settings`, headers })).json().canSetPassword;

    expect(await read()).toBe(false);
    await giveService(t.db, event.id, { status: 'PENDING' });
    expect(await read()).toBe(false);
    await giveService(t.db, event.id);
    expect(await read()).toBe(true);
  });
});
