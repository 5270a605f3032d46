import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/index';
import { sweepOrphanMedia } from '../../src/jobs/sweep-orphan-media/sweep-orphan-media';
import { bannerPreviewKey, ensureLinkPreview } from '../../src/media/ensure-link-preview';
import { imageFileKeys, processAndStoreImage } from '../../src/media/store-image';
import { build, type TestContext } from '../helpers/build';
import { createHostEvent } from '../helpers/host-event';
import { pngImage } from '../helpers/images';
import { startS3Server } from '../helpers/s3-server';

const s3 = await startS3Server();
afterAll(() => s3.close());
const stores: [string, TestContext][] = [
  ['local disk', await build()],
  ['S3 bucket', await build({ STORAGE_URL: s3.storageUrl('proxy', 'media/') })],
];

const LATER = () => new Date(Date.now() + 2 * 60 * 60_000);

describe.each(stores)('sweep-orphan-media on the %s', (_store, t) => {
  it('removes the files no row points to, past the grace period, and logs their keys', async () => {
    const { event } = await createHostEvent(t.db);
    const banner = await processAndStoreImage(t.app.storage, 'events', await pngImage(64, 64, '#a11'));
    await t.db.update(events).set({ bannerUrl: banner.url }).where(eq(events.id, event.id));
    const preview = await ensureLinkPreview(t.app.storage, banner.url);
    const orphan = await processAndStoreImage(t.app.storage, 'gifts', await pngImage(64, 64, '#1a1'));
    const orphanPreview = bannerPreviewKey('/media/events/substituida.webp');
    await t.app.storage.put(orphanPreview, Buffer.from('jpeg'), 'image/jpeg');
    const logged: unknown[] = [];
    const app = {
      db: t.db,
      storage: t.app.storage,
      log: { ...t.app.log, info: (line: unknown) => logged.push(line), warn: () => {} },
    } as unknown as Parameters<typeof sweepOrphanMedia>[0];

    // Young files are left alone: an upload whose row is not written yet looks just like them.
    expect(await sweepOrphanMedia(app, { now: new Date() })).toMatchObject({ removed: 0 });
    expect(await t.app.storage.has(orphan.key)).toBe(true);

    const run = await sweepOrphanMedia(app, { now: LATER() });

    const removed = [...imageFileKeys(orphan.key), orphanPreview];
    expect(run).toMatchObject({ removed: removed.length, failed: 0 });
    for (const key of removed) expect(await t.app.storage.has(key), key).toBe(false);
    for (const key of [...imageFileKeys(banner.key), preview.url]) {
      expect(await t.app.storage.has(key), key).toBe(true);
    }
    expect(logged.map((line) => (line as { key: string }).key).sort()).toEqual(removed.sort());
  });
});
