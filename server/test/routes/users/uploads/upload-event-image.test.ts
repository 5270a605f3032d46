import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { events } from '../../../../src/db/schema/index';
import { imageDecodes } from '../../../../src/media/image-decodes';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { phoneJpeg, pngImage, storedFiles, uploadForm } from '../../../helpers/images';

const t = await build();
const mediaDir = path.join(t.dataDir, 'media');
const host = await createTestUser(t.db);
const eventId = host.event?.id as number;
const headers = await userHeaders(t.db, host.id);

function upload(kind: string, form: FormData, id = eventId, as: Record<string, string> = headers) {
  return t.app.inject({
    method: 'POST',
    url: `/api/users/event/${id}/upload/${kind}`,
    headers: as,
    payload: form,
  });
}

/** The files under events/ (avatars and banners), as storage keys. */
async function eventFiles(): Promise<string[]> {
  return (await storedFiles(mediaDir)).filter((key) => key.startsWith('events/'));
}

/** The files the events' avatar and banner URLs name, the four widths of each. */
async function referencedEventFiles(): Promise<string[]> {
  const rows = await t.db.select({ avatarUrl: events.avatarUrl, bannerUrl: events.bannerUrl }).from(events);
  return rows
    .flatMap((row) => [row.avatarUrl, row.bannerUrl])
    .filter((url): url is string => url?.startsWith('/media/events/') ?? false)
    .flatMap((url) => {
      const key = url.slice('/media/'.length);
      return ['', '-small', '-w800', '-w1200'].map((suffix) => key.replace('.webp', `${suffix}.webp`));
    })
    .sort();
}

const imageForm = async (data?: Buffer, name = 'foto.jpg') =>
  uploadForm({}, { field: 'file', data: data ?? (await phoneJpeg(3000, 2000)), name });

describe('POST /api/users/event/:eventId/upload/:kind', () => {
  it('stores the banner re-encoded, at most 1920 px, without EXIF, under a server-made name', async () => {
    const response = await upload('banner', await imageForm(undefined, '../../../etc/passwd.jpg'));

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Imagem atualizada!', avatarUrl: null });
    expect(body.bannerUrl).toMatch(/^\/media\/events\/[0-9a-f-]{36}\.webp$/);
    const [row] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(row?.bannerUrl).toBe(body.bannerUrl);

    const stored = await t.app.inject({ url: body.bannerUrl });
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1920, height: 1280 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.rawPayload.includes('Celebra Phone')).toBe(false);
    expect((await storedFiles(mediaDir)).some((key) => key.includes('passwd'))).toBe(false);

    // The shared link's preview is made with the upload: 1200 × 630, ready before any page asks.
    const previews = (await storedFiles(mediaDir)).filter((key) => key.startsWith('previews/'));
    expect(previews).toHaveLength(1);
    const preview = await t.app.inject({ url: `/media/${previews[0]}` });
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  it('replaces the avatar and removes the previous file', async () => {
    const first = (await upload('avatar', await imageForm(await pngImage(50, 50)))).json().avatarUrl;

    const response = await upload('avatar', await imageForm(await pngImage(60, 60)));

    expect(response.statusCode).toBe(200);
    const { avatarUrl, bannerUrl } = response.json();
    expect(avatarUrl).not.toBe(first);
    expect(bannerUrl).toMatch(/^\/media\/events\//);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ url: first.replace('.webp', '-small.webp') })).statusCode).toBe(404);
    expect(await eventFiles()).toEqual(await referencedEventFiles());
  });

  it('keeps only the files of the upload that won when 20 are sent at once', async () => {
    const racer = await createTestUser(t.db);
    const racerId = racer.event?.id as number;
    const as = await userHeaders(t.db, racer.id);
    const forms = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => imageForm(await phoneJpeg(1600 + index, 1200))),
    );

    const responses = await Promise.all(forms.map((form) => upload('banner', form, racerId, as)));

    // A burst may find every decode slot taken: those few are told to try again, and store nothing.
    for (const response of responses) {
      expect([200, 503]).toContain(response.statusCode);
      if (response.statusCode === 503)
        expect(response.json().message).toBe(
          'Muitas imagens sendo processadas agora. Tente novamente em instantes.',
        );
    }
    expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThan(1);
    const [row] = await t.db.select().from(events).where(eq(events.id, racerId));
    const banner = (row?.bannerUrl ?? '').replace('/media/', '');
    expect((await eventFiles()).filter((key) => key.startsWith(banner.replace('.webp', '')))).toEqual([
      banner.replace('.webp', '-small.webp'),
      banner.replace('.webp', '-w1200.webp'),
      banner.replace('.webp', '-w800.webp'),
      banner,
    ]);
    // Every file of the events folder is an image some event points at: no orphan anywhere.
    expect(await eventFiles()).toEqual(await referencedEventFiles());
  });

  it('removes what it stored when the event is gone by the time the image is ready', async () => {
    const doomed = await createTestUser(t.db);
    const doomedId = doomed.event?.id as number;
    const as = await userHeaders(t.db, doomed.id);
    const before = await storedFiles(mediaDir);
    // Every decode slot taken, so the upload waits with its event already checked.
    let finish: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const holders = Array.from({ length: 2 }, () => imageDecodes.run(() => held));
    const pending = upload('banner', await imageForm(await pngImage()), doomedId, as);
    await vi.waitFor(() => expect(imageDecodes.stats().waiting).toBe(1));

    await t.db.delete(events).where(eq(events.id, doomedId));
    finish();
    await Promise.all(holders);
    const response = await pending;

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Evento não encontrado.' });
    expect(await storedFiles(mediaDir)).toEqual(before);
  });

  it('refuses a text file renamed .jpg and a missing file, keeping nothing', async () => {
    const before = await storedFiles(mediaDir);

    const text = await upload('avatar', await imageForm(Buffer.from('olá, não sou imagem'), 'foto.jpg'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ success: false, message: 'Por favor, selecione um arquivo de imagem.' });

    const none = await upload('avatar', uploadForm({ other: 'x' }));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Por favor, selecione um arquivo de imagem.');
    expect(await storedFiles(mediaDir)).toEqual(before);
  });

  it('refuses an image over 10 MB with a 413 and keeps no file', async () => {
    const before = await storedFiles(mediaDir);
    const oversize = Buffer.concat([await phoneJpeg(), Buffer.alloc(10 * 1024 * 1024 + 1)]);

    const response = await upload('banner', await imageForm(oversize));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'Arquivo muito grande. O limite é de 10 MB.',
    });
    expect(await storedFiles(mediaDir)).toEqual(before);
  });

  it('answers 400 for an unknown kind', async () => {
    const response = await upload('capa', await imageForm());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O tipo de imagem deve ser avatar ou banner.');
  });

  it("answers 404 for another host's event or an unknown one, storing nothing", async () => {
    const other = await createTestUser(t.db);
    const before = await storedFiles(mediaDir);

    for (const id of [other.event?.id as number, 999999]) {
      const response = await upload('banner', await imageForm(), id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Evento não encontrado.' });
    }
    expect(await storedFiles(mediaDir)).toEqual(before);
    const [row] = await t.db
      .select()
      .from(events)
      .where(eq(events.id, other.event?.id as number));
    expect(row?.bannerUrl).toBeNull();
  });

  it('answers 401 without a token, with a mismatched id, or with an admin token', async () => {
    const admin = await createTestAdmin(t.db);
    const attempts = [
      {},
      { ...headers, 'x-user-id': String(host.id + 1000) },
      await adminHeaders(t.db, admin.id),
    ];
    for (const as of attempts) {
      const response = await upload('banner', await imageForm(await pngImage()), eventId, as);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Não autorizado.' });
    }
  });
});
