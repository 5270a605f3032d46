import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { priceLines } from '@celebra/shared/format';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/password';
import type { Db } from '../../src/db/client';
import * as schema from '../../src/db/schema/index';
import { admins, events, gifts, payouts, purchases, services, users } from '../../src/db/schema/index';
import { DEMO_ADMIN_LOGIN, DEMO_HOST_LOGIN, DEMO_LOGINS, seedDemo } from '../../src/demo-seed/index';
import { findLedgerBalanceCents } from '../../src/domain/ledger/find-ledger-balance';
import { LocalStorage } from '../../src/storage/local-storage';
import { MEDIA_PREFIX } from '../../src/storage/media-key';
import { createTestDatabase } from '../helpers/test-database';

const mediaRoot = await mkdtemp(path.join(tmpdir(), 'celebra-seed-media-'));
afterAll(() => rm(mediaRoot, { recursive: true, force: true }));
const storage = new LocalStorage(mediaRoot);
const fileOf = (url: string) => path.join(mediaRoot, url.slice(MEDIA_PREFIX.length));

const { db } = await createTestDatabase();
const first = await seedDemo(db, storage);

/** Every table's row count and a digest of its rows: equal fingerprints, equal data. */
async function fingerprint(database: Db): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of Object.values(schema).filter((value) => is(value, PgTable))) {
    const { name } = getTableConfig(table);
    const { rows } = await database.execute<{ n: number; digest: string }>(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
      ),
    );
    result[name] = `${rows[0]?.n}:${rows[0]?.digest}`;
  }
  return result;
}

describe('seedDemo', () => {
  it('seeds an empty database', () => {
    expect(first).toEqual({ seeded: true });
  });

  it('gives the demo logins, whose passwords verify', async () => {
    expect(DEMO_LOGINS.map((login) => login.email)).toEqual([DEMO_ADMIN_LOGIN.email, DEMO_HOST_LOGIN.email]);
    const [admin] = await db.select().from(admins).where(eq(admins.email, DEMO_ADMIN_LOGIN.email));
    const [host] = await db.select().from(users).where(eq(users.email, DEMO_HOST_LOGIN.email));

    expect(admin?.active).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? '', DEMO_ADMIN_LOGIN.password)).toBe(true);
    expect(host).toMatchObject({
      firstName: 'Ana',
      lastName: 'Souza',
      phoneNumber: '(11) 98765-4321',
      active: true,
    });
    expect(await verifyPassword(host?.passwordHash ?? '', DEMO_HOST_LOGIN.password)).toBe(true);
  });

  it('gives Ana the complete ana-e-pedro event', async () => {
    const event = await db.query.events.findFirst({
      where: eq(events.slug, 'ana-e-pedro'),
      with: {
        user: true,
        details: true,
        settings: true,
        eventGifts: true,
        gallery: true,
        guests: { with: { companions: true } },
        messages: true,
      },
    });

    expect(event?.user.email).toBe(DEMO_HOST_LOGIN.email);
    expect(event).toMatchObject({ title: 'Ana & Pedro', active: true });
    expect(event?.eventGifts.length).toBeGreaterThanOrEqual(8);
    expect(event?.details).toMatchObject({ eventType: 'in-person', startTime: '16:00', endTime: '23:00' });
    expect(event?.details?.eventDate && event.details.eventDate > new Date().toISOString().slice(0, 10)).toBe(
      true,
    );
    expect(event?.settings).toMatchObject({ showGiftList: true, allowGuestConfirmation: true });
    expect(event?.guests.length).toBeGreaterThanOrEqual(3);
    expect(event?.guests.some((guest) => guest.companions.length > 0)).toBe(true);
    expect(event?.messages.length).toBeGreaterThanOrEqual(4);
    for (const url of [
      event?.bannerUrl,
      event?.avatarUrl,
      ...(event?.gallery.map((item) => item.url) ?? []),
    ]) {
      await access(fileOf(url ?? ''));
    }
  });

  it('fills the catalogue with at least 40 gifts, each with a stored 800×800 WebP image', async () => {
    const catalogue = await db.select().from(gifts);

    expect(catalogue.length).toBeGreaterThanOrEqual(40);
    for (const gift of catalogue) {
      expect(gift.priceCents).toBeGreaterThan(0);
      const meta = await sharp(fileOf(gift.imageUrl ?? '')).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 800, height: 800 });
    }
  });

  it('offers the five service types, free and paid', async () => {
    const rows = await db.select().from(services);

    expect(new Set(rows.map((service) => service.type))).toEqual(
      new Set(['PASSWORD', 'VIDEO', 'IMAGE', 'PAGE', 'EXTRA']),
    );
    expect(rows.some((service) => service.isDefault && service.priceCents === 0)).toBe(true);
    expect(rows.some((service) => !service.isDefault && service.priceCents > 0)).toBe(true);
  });

  it('prices purchases from the catalogue and leaves a non-negative available balance', async () => {
    const [event] = await db.select().from(events).where(eq(events.slug, 'ana-e-pedro'));
    const settings = await db.query.settings.findFirst();
    const eventPurchases = await db.query.purchases.findMany({
      where: eq(purchases.eventId, event?.id ?? 0),
      with: { items: true },
    });
    const eventPayouts = await db
      .select()
      .from(payouts)
      .where(eq(payouts.eventId, event?.id ?? 0));

    expect(new Set(eventPurchases.map((p) => p.status))).toEqual(new Set(['APPROVED', 'PENDING', 'RECUSED']));
    for (const purchase of eventPurchases) {
      const sum = (price: (unit: number) => number) =>
        purchase.items.reduce((total, item) => total + price(item.unitPriceCents) * item.quantity, 0);
      expect(purchase.percentage).toBe(settings?.percentageGift);
      expect(purchase.userAmountCents).toBe(sum((unit) => unit));
      expect(purchase.totalPriceCents).toBe(priceLines(purchase.items, purchase.percentage, true).guestCents);
    }

    const total = <T>(rows: T[], value: (row: T) => number) => rows.reduce((sum, row) => sum + value(row), 0);
    const received = total(
      eventPurchases.filter((p) => p.status === 'APPROVED'),
      (p) => p.userAmountCents,
    );
    const transferred = total(
      eventPayouts.filter((p) => p.status === 'PAID'),
      (p) => p.paidAmountCents ?? 0,
    );
    const pending = total(
      eventPayouts.filter((p) => p.status === 'PENDING'),
      (p) => p.requestedAmountCents,
    );
    expect(transferred).toBeGreaterThan(0);
    expect(pending).toBeGreaterThan(0);
    expect(received - transferred - pending).toBeGreaterThanOrEqual(0);
  });

  it('gives the demo couple, who chose delivery, lines to buy, older ones taken as money', async () => {
    const [event] = await db.select().from(events).where(eq(events.slug, 'ana-e-pedro'));
    expect(event?.giftDeliveryPreference).toBe('weekAfterParty');
    const lines = await db
      .select({ status: schema.deliveries.status })
      .from(schema.deliveries)
      .where(eq(schema.deliveries.eventId, event?.id ?? 0));
    expect(new Set(lines.map((line) => line.status))).toEqual(new Set(['TO_BUY', 'CONVERTED']));
    const [address] = await db
      .select()
      .from(schema.eventDeliveryAddresses)
      .where(eq(schema.eventDeliveryAddresses.eventId, event?.id ?? 0));
    expect(address?.city).toBe('São Paulo');
    // the couple's money never goes below zero: what is reserved or bought was never paid out
    const balance = await findLedgerBalanceCents(db, event?.id ?? 0);
    expect(balance.negativeBalanceCents).toBeUndefined();
    expect(balance.reservedCents).toBeGreaterThan(0);
  });

  it('dates the ledger by the purchases and payouts it records, not by the day the seed ran', async () => {
    const { rows } = await db.execute<{ kind: string; undated: number }>(sql`
      select l.kind, count(*)::int as undated
      from ledger_entries l
      left join purchases p on p.id = l.purchase_id
      left join payouts o on o.id = l.payout_id
      where l.created_at <> (case
        when l.kind = 'PAYOUT_CONCLUDED' then o.concluded_at
        when l.payout_id is not null then o.created_at
        else p.created_at end)
      group by l.kind`);
    expect(rows).toEqual([]);
    const [entries] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from ledger_entries`))
      .rows;
    expect(entries?.n).toBeGreaterThan(0);
  });

  it('has event requests waiting for payment and paid with event information', async () => {
    const requests = await db.query.preUserRequests.findMany();

    expect(requests.some((r) => r.paymentStatus === 'PENDING')).toBe(true);
    expect(requests.some((r) => r.paymentStatus === 'APPROVED' && r.eventInfoJson && !r.accountCreated)).toBe(
      true,
    );
  });

  it('changes nothing when run again', async () => {
    const before = await fingerprint(db);

    expect(await seedDemo(db, storage)).toEqual({ seeded: false });
    expect(await fingerprint(db)).toEqual(before);
  });
});

describe('seedDemo run by two instances at once', async () => {
  const { db: shared } = await createTestDatabase();

  it('seeds once', async () => {
    // Separate media folders: in one process, two writers of one key could race on its temp file.
    const other = new LocalStorage(path.join(mediaRoot, 'other'));
    const results = await Promise.all([seedDemo(shared, storage), seedDemo(shared, other)]);

    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    expect(await shared.$count(admins)).toBe(1);
  });
});
