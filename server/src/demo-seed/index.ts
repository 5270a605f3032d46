/**
 * The demo data set: `seedDemo` fills an empty database with an administrator, hosts, the
 * event-type and gift catalogue (with images drawn at seed time), the service packages, the
 * settings, event requests and Ana & Pedro's complete wedding (`/ana-e-pedro`). It does nothing
 * when an administrator exists, so it is safe to call at every start.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { admins, events } from '../db/schema/index';
import { ensureGenericPreview, ensureLinkPreview } from '../media/ensure-link-preview';
import type { Storage } from '../storage/storage';
import { DEMO_ADMIN, DEMO_ADMIN_LOGIN, seedAdmin, seedHosts, seedPreUserRequests } from './accounts';
import { seedCatalogue } from './catalogue';
import type { SeedContext } from './context';
import { dateSeedLedger } from './date-ledger';
import { ANA_EVENT_LOOK, seedAnaEvent } from './demo-event';
import { renderSeedMedia } from './media';
import { MORE_EVENT_LOOKS, seedMoreEvents } from './more-events';
import { seedPlatform } from './platform';

export { DEMO_ADMIN_LOGIN, DEMO_HOST_LOGIN, DEMO_LOGINS } from './accounts';

/** Any constant: serializes concurrent seeders (several instances starting on one database). */
const SEED_LOCK = 0x5eed_c0de;

async function hasAdmin(db: Pick<Db, 'select'>): Promise<boolean> {
  const rows = await db.select({ id: admins.id }).from(admins).limit(1);
  return rows.length > 0;
}

export async function seedDemo(db: Db, storage: Storage): Promise<{ seeded: boolean }> {
  if (await hasAdmin(db)) return { seeded: false };

  // Images and the password hash are made before the transaction so it stays short; storing
  // the same keys twice (a concurrent seeder) only rewrites identical files.
  const [media, passwordHash] = await Promise.all([
    renderSeedMedia(storage, [ANA_EVENT_LOOK, ...MORE_EVENT_LOOKS], DEMO_ADMIN.monogram),
    // Every demo account shares the demo password (DEMO_LOGINS), hence one hash.
    hashPassword(DEMO_ADMIN_LOGIN.password),
  ]);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasAdmin(tx)) return { seeded: false };

    const now = new Date();
    const platform = await seedPlatform(tx);
    const catalogue = await seedCatalogue(tx, media);
    const ctx: SeedContext = { now, passwordHash, ...platform, ...catalogue };

    await seedAdmin(tx, ctx, media.adminAvatarUrl);
    const hostIds = await seedHosts(tx, ctx);
    await seedPreUserRequests(tx, ctx, hostIds);
    await seedAnaEvent(tx, ctx, media, hostIds);
    await seedMoreEvents(tx, ctx, media, hostIds);
    await dateSeedLedger(tx);
    return { seeded: true };
  });
  // The shared links' previews, as a banner upload makes them: serving the pages never draws.
  if (seeded.seeded) {
    const banners = await db.selectDistinct({ url: events.bannerUrl }).from(events);
    await ensureGenericPreview(storage);
    for (const { url } of banners) if (url) await ensureLinkPreview(storage, url);
  }
  return seeded;
}
