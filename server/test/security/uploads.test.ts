import path from 'node:path';
import { type ApiRoute, apiRoutes } from '@celebra/shared/api';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eventGifts } from '../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../helpers/accounts';
import { build } from '../helpers/build';
import { createTestCategory, createTestGifts } from '../helpers/catalog';
import { createHostEvent } from '../helpers/host-event';
import { phoneJpeg, pngBomb, pngImage, storedFiles, uploadForm } from '../helpers/images';

/**
 * Every upload call of the route table (the multipart ones), with the same four attacks: a file
 * whose bytes are not what its name and type claim, one over the size limit, a client-chosen
 * name meant to escape the media folder, and a phone photo with its GPS position. A new upload
 * call fails the first test until it is listed here.
 */
const t = await build();
const mediaDir = path.join(t.dataDir, 'media');
const admin = await createTestAdmin(t.db);
const asAdmin = await adminHeaders(t.db, admin.id);
const { type, category } = await createTestCategory(t.db);
const [gift] = await createTestGifts(t.db, category.id, 1);
const { event, headers: asHost } = await createHostEvent(t.db);
// A catalogue gift on the host's list, whose photo the host can change there.
await t.db.insert(eventGifts).values({ eventId: event.id, giftId: Number(gift?.id) });
const hostGiftFields = { name: 'Panela', description: 'Inox', giftKind: 'item', price: '100' };

type Upload = { url: string; headers: Record<string, string>; fields: Record<string, string> };
const giftFields = {
  name: 'Panela',
  description: 'Inox',
  price: '100',
  eventCategoryId: String(category.id),
};
const UPLOADS: Record<string, Upload> = {
  adminCreateGift: { url: '/api/admin/gifts', headers: asAdmin, fields: giftFields },
  adminUpdateGift: { url: `/api/admin/gifts/${gift?.id}`, headers: asAdmin, fields: giftFields },
  adminCreateEventType: {
    url: '/api/admin/event-types',
    headers: asAdmin,
    fields: { name: 'Chá', description: 'Chá de panela' },
  },
  adminUpdateEventType: {
    url: `/api/admin/event-types/${type.id}`,
    headers: asAdmin,
    fields: { name: 'Chá', description: 'Chá de panela' },
  },
  usersUploadEventImage: { url: `/api/users/event/${event.id}/upload/banner`, headers: asHost, fields: {} },
  usersCreateGift: { url: `/api/users/gifts/${event.id}/custom`, headers: asHost, fields: hostGiftFields },
  usersUpdateGift: {
    url: `/api/users/gifts/${event.id}/${gift?.id}`,
    headers: asHost,
    fields: hostGiftFields,
  },
  usersUploadGalleryMedia: {
    url: `/api/users/event-gallery/${event.id}`,
    headers: asHost,
    fields: { fileType: 'image' },
  },
};

const uploadCalls = (Object.entries(apiRoutes) as [string, ApiRoute][]).filter(
  ([, route]) => route.multipart,
);

function send(key: string, route: ApiRoute, file: { data: Buffer; name: string; type: string }) {
  const upload = UPLOADS[key] as Upload;
  const field = route.file?.field ?? 'file';
  return t.app.inject({
    method: route.method,
    url: upload.url,
    headers: upload.headers,
    payload: uploadForm(upload.fields, { field, ...file }),
  });
}

/** Text that browsers would run if it were served as a page or an SVG. */
const DISGUISED: [string, Buffer, string][] = [
  [
    'an HTML page named .png',
    Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    'image/png',
  ],
  [
    'an SVG with a script',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    'image/svg+xml',
  ],
  ['a PDF named .jpg', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'image/jpeg'],
  [
    'a PNG signature followed by garbage',
    Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 1)]),
    'image/png',
  ],
];

describe('uploads', () => {
  it('every upload call of the route table is covered here', () => {
    expect(uploadCalls.map(([key]) => key).sort()).toEqual(Object.keys(UPLOADS).sort());
  });

  it.each(uploadCalls)(
    '%s refuses files that are not what they claim, keeping nothing',
    async (key, route) => {
      for (const [label, data, claimed] of DISGUISED) {
        const before = await storedFiles(mediaDir);
        const response = await send(key, route, { data, name: 'foto.png', type: claimed });
        expect({ label, status: response.statusCode }).toEqual({ label, status: 400 });
        expect(response.json()).toEqual({
          success: false,
          message: expect.stringMatching(/^Por favor, selecione/),
        });
        expect(await storedFiles(mediaDir)).toEqual(before);
      }
    },
  );

  it.each(uploadCalls)(
    '%s answers an oversize file 413 in Portuguese, keeping nothing',
    async (key, route) => {
      const before = await storedFiles(mediaDir);
      const huge = Buffer.concat([await pngImage(), Buffer.alloc(10 * 1024 * 1024 + 1, 0)]);
      const response = await send(key, route, { data: huge, name: 'grande.png', type: 'image/png' });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        success: false,
        message: 'Arquivo muito grande. O limite é de 10 MB.',
      });
      expect(await storedFiles(mediaDir)).toEqual(before);
    },
  );

  it('refuses a 60-megapixel bomb on every upload call at once, before decoding it: memory stays flat', async () => {
    // A PNG of one colour, ~230 KB, that decodes to 240 MB (interlaced RGBA: held whole).
    const bomb = await pngBomb(10_000, 6_000);
    const filesBefore = await storedFiles(mediaDir);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    // The decoder works off the event loop, so the loop is free to sample memory meanwhile.
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 5);
    const responses = await Promise.all(
      uploadCalls.map(([key, route]) =>
        send(key, route, { data: bomb, name: 'foto.png', type: 'image/png' }),
      ),
    ).finally(() => clearInterval(sampler));
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);

    expect((rssPeak - rssBefore) / 1024 / 1024).toBeLessThan(300);
    for (const response of responses) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'A imagem tem resolução grande demais.' });
    }
    expect(await storedFiles(mediaDir)).toEqual(filesBefore);
  });

  it.each(uploadCalls)(
    "%s stores a phone photo under a name of its own, without the photo's location",
    async (key, route) => {
      const photo = await phoneJpeg(800, 600);
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const before = new Set(await storedFiles(mediaDir));
      const response = await send(key, route, {
        data: photo,
        name: '../../../x<script>.jpg',
        type: 'image/jpeg',
      });
      expect(response.statusCode).toBe(200);

      const added = (await storedFiles(mediaDir)).filter((file) => !before.has(file));
      expect(added.length).toBeGreaterThan(0);
      for (const file of added) {
        // folder/uuid(-small|-w800|-w1200).webp, or a banner's link preview previews/<hash>.jpg: nothing of the
        // client's name, and inside the media folder.
        expect(file).toMatch(
          /^([a-z-]+\/[0-9a-f-]{36}(-small|-w800|-w1200)?\.webp|previews\/[0-9a-f]{40}\.jpg)$/,
        );
        const served = await t.app.inject({ url: `/media/${file}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(served.rawPayload.includes('GPS')).toBe(false);
        expect(served.rawPayload.includes('Celebra Phone')).toBe(false);
      }
    },
  );
});
