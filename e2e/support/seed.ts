/**
 * What a journey needs, made for it alone so that journeys run in any order and side by side: a
 * host of its own with a copy of the demo event (server/src/demo-seed's Ana & Pedro: its details,
 * settings, gift list, gallery and images), under a unique e-mail, slug and title; and, when a
 * journey starts from people who came before, their purchases, messages and answers, made
 * through the platform's own public API and the (mock) Mercado Pago checkout, as a guest's
 * browser makes them. Copied like bench/src/seed/large-event.ts copies it, straight in the
 * database of the platform the run started (its embedded PostgreSQL, reached as the server's
 * CLIs reach it).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { embeddedConnectionString } from '../../server/src/db/embedded';
import { baseUrl, dataDir } from './platform-env';

/** The seeded demo (server/src/demo-seed): its administrator, host and event; every copy shares its password. */
export const DEMO = {
  admin: { email: 'admin@celebra.dev', password: 'celebra123' },
  host: { email: 'ana@celebra.dev', password: 'celebra123' },
  eventSlug: 'ana-e-pedro',
  eventTitle: 'Ana & Pedro',
} as const;

/** A host of a journey's own and their event, a copy of the demo's. */
export type SeededEvent = {
  host: { email: string; password: string };
  id: number;
  slug: string;
  title: string;
};

/** A few lower-case letters and digits, new at each call: what keeps one journey's rows from another's. */
export function uniqueTag(): string {
  // Six characters: enough for the journeys of a run, short enough for a slug or a title.
  return randomBytes(6).readUIntBE(0, 6).toString(36).padStart(6, '0').slice(-6);
}

let pool: pg.Pool | undefined;

async function database(): Promise<pg.Pool> {
  if (!pool) {
    const url = await embeddedConnectionString(path.join(dataDir(), 'postgres'), 'celebra');
    pool = new pg.Pool({ connectionString: url, max: 2 });
  }
  return pool;
}

/** The columns `insert … select` copies: all but the identity and the generated ones. */
async function copiedColumns(client: pg.PoolClient, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_identity = 'NO' and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/**
 * Copies the rows of `table` matching `where` (parameters from $1 on), `overrides` replacing
 * columns by SQL expressions (parameters after the where's); returns the new ids.
 */
async function copyRows(
  client: pg.PoolClient,
  table: string,
  where: string,
  overrides: Record<string, string>,
  params: unknown[],
): Promise<number[]> {
  const columns = await copiedColumns(client, table);
  const values = columns.map((column) => overrides[column] ?? `"${column}"`);
  const names = columns.map((column) => `"${column}"`);
  const { rows } = await client.query<{ id: number }>(
    `insert into ${table} (${names.join(', ')}) select ${values.join(', ')} from ${table} where ${where} returning id`,
    params,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * A new host with a copy of the demo event: its details, settings, gift list (nothing given yet)
 * and gallery, titled `title` (unique by the tag it ends with unless given whole), signing in with
 * the demo password.
 */
export async function seedEvent(
  options: {
    title?: string;
    tag?: string;
    /** How the couple receive their gifts; the demo's ('weekAfterParty') unless given. */
    deliveryPreference?: 'weekOfParty' | 'weekAfterParty' | 'cash';
  } = {},
): Promise<SeededEvent> {
  const tag = options.tag ?? uniqueTag();
  const title = options.title ?? `${DEMO.eventTitle} ${tag}`;
  const slug = `${DEMO.eventSlug}-${tag}`;
  const email = `anfitriao.${tag}@example.com`;
  const client = await (await database()).connect();
  try {
    await client.query('begin');
    const demo = await client.query<{ id: number; user_id: number }>(
      'select id, user_id from events where slug = $1',
      [DEMO.eventSlug],
    );
    const template = demo.rows[0];
    if (!template) throw new Error(`The demo event ${DEMO.eventSlug} is missing.`);
    const [userId] = await copyRows(client, 'users', 'id = $1', { email: '$2', created_at: 'now()' }, [
      template.user_id,
      email,
    ]);
    const [eventId] = await copyRows(
      client,
      'events',
      'id = $1',
      { user_id: '$2::int', slug: '$3', title: '$4', created_at: 'now()' },
      [template.id, userId, slug, title],
    );
    if (options.deliveryPreference)
      await client.query('update events set gift_delivery_preference = $2 where id = $1', [
        eventId,
        options.deliveryPreference,
      ]);
    for (const table of ['event_details', 'event_settings', 'event_gallery'])
      await copyRows(client, table, 'event_id = $1', { event_id: '$2::int' }, [template.id, eventId]);
    await copyRows(client, 'event_gifts', 'event_id = $1', { event_id: '$2::int', claimed: '0' }, [
      template.id,
      eventId,
    ]);
    await client.query('commit');
    if (eventId === undefined) throw new Error('The event was not copied.');
    return { host: { email, password: DEMO.host.password }, id: eventId, slug, title };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Where the host's payouts go ('Dados para repasse'), as the host's form stores it: a CPF, digits
 * only, that is also the Pix key.
 */
export async function seedPayoutDestination(
  event: SeededEvent,
  destination: { holder: string; cpf: string },
): Promise<void> {
  const cpf = destination.cpf.replace(/\D/g, '');
  await (await database()).query(
    `insert into payout_destinations (user_id, holder_name, document_type, document, pix_key_type, pix_key)
     select user_id, $2, 'CPF', $3, 'CPF', $3 from events where id = $1`,
    [event.id, destination.holder, cpf],
  );
}

type PublicGift = { id: number; name: string; price: number; priceWithoutFee: number; isAvailable: boolean };
export type PublicEvent = { id: number; gifts: PublicGift[]; fee: { percentage: number } };

/** The event as its site reads it (GET /guests/event/{slug}). */
export async function publicEvent(slug: string): Promise<PublicEvent> {
  const response = await fetch(`${baseUrl()}/api/guests/event/${slug}`);
  if (!response.ok) throw new Error(`GET /guests/event/${slug}: ${response.status}`);
  return ((await response.json()) as { event: PublicEvent }).event;
}

async function post(pathname: string, body: unknown): Promise<Response> {
  const response = await fetch(`${baseUrl()}/api${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${pathname}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * A guest's card purchase of `gifts` (name → quantity) on `event`, approved on the (mock)
 * Mercado Pago checkout: the cart's call, then the checkout page's 'Aprovar' (which waits for
 * the platform to have the notification before it answers).
 */
export async function buyByCard(
  event: SeededEvent,
  buyer: { name: string; email: string },
  gifts: Record<string, number>,
): Promise<void> {
  const { gifts: list } = await publicEvent(event.slug);
  const items = Object.entries(gifts).map(([name, quantity]) => {
    const gift = list.find((candidate) => candidate.name === name);
    if (!gift?.isAvailable) throw new Error(`${event.slug} has no available gift "${name}".`);
    return { id: gift.id, quantity };
  });
  const response = await post('/guests/purchase', { eventId: event.id, items, ...buyer });
  const { paymentLink } = (await response.json()) as { paymentLink: string };
  const approved = await fetch(paymentLink, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'approve' }),
    redirect: 'manual',
  });
  if (approved.status !== 303) throw new Error(`'Aprovar' on ${paymentLink}: ${approved.status}`);
}

type Guest = { firstName: string; lastName: string; email: string };

/** A message left on the event's site. */
export async function leaveMessage(event: SeededEvent, guest: Guest, message: string): Promise<void> {
  await post(`/guests/message/${event.id}`, { ...guest, message });
}

/** A presence confirmed on the event's site, with its companions. */
export async function confirmPresence(
  event: SeededEvent,
  guest: Guest & { phoneNumber: string },
  companions: { name: string; age: number }[],
): Promise<void> {
  await post(`/guests/confirmation/${event.id}`, { ...guest, companions, attending: true });
}

/** Closes the database pool of this worker (its last journey done). */
export async function closeSeedDatabase(): Promise<void> {
  await pool?.end();
  pool = undefined;
}
