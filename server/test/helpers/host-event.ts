import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import {
  eventDetails,
  eventGifts,
  eventSettings,
  gifts,
  type NewEvent,
  type NewEventDetails,
  type NewEventSettings,
  settings,
} from '../../src/db/schema/index';
import { hashSitePassword } from '../../src/domain/site-password/hash-site-password';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from './accounts';
import type { TestContext } from './build';

type HostEventOptions = {
  event?: Partial<NewEvent>;
  /** The details row; none when null. */
  details?: Partial<Omit<NewEventDetails, 'eventId'>> | null;
  /** The settings row; none when null. `password`: the site password, stored hashed as the server does. */
  settings?:
    | (Partial<Omit<NewEventSettings, 'eventId' | 'passwordHash'>> & { password?: string | null })
    | null;
};

/**
 * A host with their event, its details and settings rows (as the wizards create them), and the
 * headers of a session: the starting point of a host-call test.
 */
export async function createHostEvent(db: Db, options: HostEventOptions = {}) {
  const host = await createTestUser(db, { event: options.event ?? {} });
  const event = host.event;
  if (!event) throw new Error('event not created');
  if (options.details !== null) {
    await db.insert(eventDetails).values({ eventId: event.id, ...options.details });
  }
  if (options.settings !== null) {
    const { password, ...settingsFields } = options.settings ?? {};
    const passwordHash = password ? await hashSitePasswordOnce(password) : null;
    await db.insert(eventSettings).values({ eventId: event.id, ...settingsFields, passwordHash });
  }
  return { host, event, headers: await userHeaders(db, host.id) };
}

// argon2id is slow on purpose; one hash per distinct site password keeps the suites quick.
const sitePasswordHashes = new Map<string, Promise<string>>();
export function hashSitePasswordOnce(password: string): Promise<string> {
  let hash = sitePasswordHashes.get(password);
  if (!hash) {
    hash = hashSitePassword(password);
    sitePasswordHashes.set(password, hash);
  }
  return hash;
}

type GiftFields = { name: string; priceCents: number; active?: boolean; imageUrl?: string | null };

/** Catalogue gifts put on the event's list, in order; returns their ids. */
export async function addGiftsToEvent(db: Db, eventId: number, list: GiftFields[]): Promise<number[]> {
  const rows = await db.insert(gifts).values(list).returning({ id: gifts.id });
  for (const row of rows) await db.insert(eventGifts).values({ eventId, giftId: row.id });
  return rows.map((row) => row.id);
}

/** The platform's percentage on gifts (the settings row, created if missing). */
export async function setPercentageGift(db: Db, percentageGift: number): Promise<void> {
  await db
    .insert(settings)
    .values({ percentageGift })
    .onConflictDoUpdate({ target: settings.id, set: { percentageGift } });
}

/**
 * Checks that a host call refuses, with 401 'Não autorizado.', a request without a token, a
 * host's token sent with another host's X-User-Id, and an administrator's token.
 */
export async function expectUserOnly(t: TestContext, request: InjectOptions): Promise<void> {
  const host = await createTestUser(t.db, { event: null });
  const otherHost = await createTestUser(t.db, { event: null });
  const admin = await createTestAdmin(t.db);
  const { authorization } = await userHeaders(t.db, host.id);
  const admins = await adminHeaders(t.db, admin.id);
  const attempts: Record<string, string>[] = [
    {},
    { authorization, 'x-user-id': String(otherHost.id) },
    { authorization: admins.authorization, 'x-user-id': String(admin.id) },
    admins,
  ];
  for (const headers of attempts) {
    const response = await t.app.inject({ ...request, headers });
    expect(response.statusCode, JSON.stringify(headers)).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Não autorizado.' });
  }
}

/**
 * Checks that another host's valid session gets the ownership 404 'Evento não encontrado.' for
 * this request on an event that is not theirs (the caller then asserts nothing changed).
 */
export async function expectOtherHost404(t: TestContext, request: InjectOptions): Promise<void> {
  const stranger = await createTestUser(t.db, { event: {} });
  const response = await t.app.inject({ ...request, headers: await userHeaders(t.db, stranger.id) });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ success: false, message: 'Evento não encontrado.' });
}
