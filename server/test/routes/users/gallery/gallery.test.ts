import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eventGallery, eventServices, services } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import {
  mp4Video,
  oggVideo,
  phoneJpeg,
  pngImage,
  storedFiles,
  uploadForm,
  webmVideo,
} from '../../../helpers/images';

const t = await build();
const mediaDir = path.join(t.dataDir, 'media');

async function newHost() {
  const host = await createTestUser(t.db);
  return { eventId: host.event?.id as number, headers: await userHeaders(t.db, host.id) };
}

type Host = Awaited<ReturnType<typeof newHost>>;

function list(host: Host, eventId = host.eventId) {
  return t.app.inject({ url: `/api/users/event-gallery/${eventId}`, headers: host.headers });
}

function upload(host: Host, form: FormData, eventId = host.eventId) {
  return t.app.inject({
    method: 'POST',
    url: `/api/users/event-gallery/${eventId}`,
    headers: host.headers,
    payload: form,
  });
}

const imageForm = async (data?: Buffer) =>
  uploadForm({ fileType: 'image' }, { field: 'file', data: data ?? (await pngImage()), name: 'foto.png' });
const videoForm = (data = mp4Video()) =>
  uploadForm({ fileType: 'video' }, { field: 'file', data, name: 'video.mp4', type: 'video/mp4' });

async function contract(
  eventId: number,
  type: 'IMAGE' | 'VIDEO',
  quantity: number,
  status: 'APPROVED' | 'PENDING',
) {
  const [service] = await t.db
    .insert(services)
    .values({ name: `Pacote ${type}`, type, quantity, priceCents: 1_000 })
    .returning();
  await t.db
    .insert(eventServices)
    .values({ eventId, serviceId: service?.id as number, status, priceCents: 1_000, quantity });
}

describe('the free allowance, without default services in the catalogue', () => {
  it('is 10 photos and no video', async () => {
    const host = await newHost();
    const response = await list(host);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'OK',
      gallery: [],
      imageQuantity: 10,
      videoQuantity: 0,
    });
  });
});

describe('POST /api/users/event-gallery/:eventId', () => {
  it('stores a photo re-encoded without EXIF and answers the gallery', async () => {
    const host = await newHost();

    const response = await upload(host, await imageForm(await phoneJpeg(3000, 2000)));

    expect(response.statusCode).toBe(200);
    const { gallery, message } = response.json();
    expect(message).toBe('Mídia salva.');
    expect(gallery).toEqual([
      {
        id: expect.any(Number),
        type: 'image',
        url: expect.stringMatching(/^\/media\/gallery\/[0-9a-f-]{36}\.webp$/),
      },
    ]);
    const stored = await t.app.inject({ url: gallery[0].url });
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1920 });
    expect(metadata.exif).toBeUndefined();
    expect((await list(host)).json().gallery).toEqual(gallery);
  });

  it('refuses what is not an image or video by its bytes, keeping nothing', async () => {
    const host = await newHost();
    const before = await storedFiles(mediaDir);

    const text = await upload(
      host,
      uploadForm({ fileType: 'image' }, { field: 'file', data: Buffer.from('texto'), name: 'foto.jpg' }),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Por favor, selecione um arquivo de imagem.');

    const fakeVideo = await upload(
      host,
      uploadForm(
        { fileType: 'video' },
        { field: 'file', data: Buffer.from('texto'), name: 'v.mp4', type: 'video/mp4' },
      ),
    );
    expect(fakeVideo.statusCode).toBe(400);
    expect(fakeVideo.json().message).toBe('Por favor, selecione um vídeo nos formatos MP4, WebM ou OGG.');

    const imageAsVideo = await upload(
      host,
      uploadForm({ fileType: 'video' }, { field: 'file', data: await pngImage(), name: 'v.mp4' }),
    );
    expect(imageAsVideo.statusCode).toBe(400);

    expect(await storedFiles(mediaDir)).toEqual(before);
    expect(await t.db.$count(eventGallery, eq(eventGallery.eventId, host.eventId))).toBe(0);
  });

  it('needs a valid fileType, sent before or after the file, and a file', async () => {
    const host = await newHost();
    const before = await storedFiles(mediaDir);

    const missing = await upload(host, uploadForm({}, { field: 'file', data: await pngImage() }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('O campo Tipo de arquivo deve ser image ou video.');

    const wrongAfter = await upload(
      host,
      uploadForm({ fileType: 'video' }, { field: 'file', data: await pngImage() }, true),
    );
    expect(wrongAfter.statusCode).toBe(400);
    expect(await storedFiles(mediaDir)).toEqual(before);

    const noFile = await upload(host, uploadForm({ fileType: 'image' }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Selecione um arquivo para enviar.');

    const after = await upload(
      host,
      uploadForm({ fileType: 'image' }, { field: 'file', data: await pngImage() }, true),
    );
    expect(after.statusCode).toBe(200);
  });

  it('refuses a video while the package includes none, then takes it once a VIDEO service is contracted', async () => {
    const host = await newHost();

    const refused = await upload(host, videoForm());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message:
        'Seu pacote não inclui vídeos. Contrate um pacote de vídeos em Pacote de Serviços para enviar vídeos.',
    });

    await contract(host.eventId, 'VIDEO', 1, 'PENDING');
    expect((await upload(host, videoForm())).statusCode).toBe(403);

    await contract(host.eventId, 'VIDEO', 1, 'APPROVED');
    expect((await list(host)).json().videoQuantity).toBe(1);
    const video = mp4Video(300_000);
    const accepted = await upload(host, videoForm(video));
    expect(accepted.statusCode).toBe(200);
    const [item] = accepted.json().gallery;
    expect(item).toMatchObject({
      type: 'video',
      url: expect.stringMatching(/^\/media\/gallery\/[0-9a-f-]{36}\.mp4$/),
    });
    const served = await t.app.inject({ url: item.url });
    expect(served.headers['content-type']).toContain('video/mp4');
    expect(served.rawPayload.equals(video)).toBe(true);

    const second = await upload(
      host,
      uploadForm(
        { fileType: 'video' },
        { field: 'file', data: webmVideo(), name: 'b.webm', type: 'video/webm' },
      ),
    );
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe(
      'Sua galeria já tem 1 vídeo, o limite do seu pacote. Contrate um pacote de vídeos em Pacote de Serviços para enviar mais.',
    );
  });

  it('takes a real MP4 with its track list at the end, a WebM and an Ogg Theora video', async () => {
    const host = await newHost();
    await contract(host.eventId, 'VIDEO', 3, 'APPROVED');
    const videos: [Buffer, string][] = [
      [mp4Video(200_000, { moovAtEnd: true }), 'mp4'],
      [webmVideo(100_000), 'webm'],
      [oggVideo(100_000), 'ogg'],
    ];
    for (const [data, extension] of videos) {
      const response = await upload(host, videoForm(data));
      expect(response.statusCode).toBe(200);
      const item = response.json().gallery.at(-1);
      expect(item.url).toMatch(new RegExp(`^/media/gallery/[0-9a-f-]{36}\\.${extension}$`));
      expect((await t.app.inject({ url: item.url })).rawPayload.equals(data)).toBe(true);
    }
  });

  it('refuses a file that only starts like a video, or has sound only, with a 400, keeping nothing', async () => {
    const host = await newHost();
    await contract(host.eventId, 'VIDEO', 5, 'APPROVED');
    const before = await storedFiles(mediaDir);
    const fakes = [
      // A valid ftyp box, then anything.
      Buffer.concat([mp4Video().subarray(0, 32), Buffer.alloc(300_000, 0x41)]),
      mp4Video(300_000, { handler: 'soun' }),
      mp4Video(300_000, { handler: 'soun', moovAtEnd: true }),
      webmVideo(50_000, { trackType: 2 }),
      oggVideo(50_000, { audioOnly: true }),
    ];

    for (const fake of fakes) {
      const response = await upload(host, videoForm(fake));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message:
          'O arquivo não é um vídeo válido: não encontramos uma faixa de vídeo. Envie um vídeo MP4, WebM ou OGG.',
      });
    }
    expect(await storedFiles(mediaDir)).toEqual(before);
    expect(await t.db.$count(eventGallery, eq(eventGallery.eventId, host.eventId))).toBe(0);
  });

  it("follows the catalogue's default services and is raised by a contracted IMAGE service", async () => {
    const other = await createTestUser(t.db);
    const [free] = await t.db
      .insert(services)
      .values({ name: 'Galeria de Fotos', type: 'IMAGE', quantity: 1, isDefault: true })
      .returning();
    try {
      const host = await newHost();
      expect((await list(host)).json()).toMatchObject({ imageQuantity: 1, videoQuantity: 0 });
      expect((await upload(host, await imageForm())).statusCode).toBe(200);

      const full = await upload(host, await imageForm());
      expect(full.statusCode).toBe(403);
      expect(full.json().message).toBe(
        'Sua galeria já tem 1 foto, o limite do seu pacote. Contrate um pacote de fotos em Pacote de Serviços para enviar mais.',
      );

      // Another event's purchase does not count.
      await contract(other.event?.id as number, 'IMAGE', 5, 'APPROVED');
      expect((await upload(host, await imageForm())).statusCode).toBe(403);

      await contract(host.eventId, 'IMAGE', 2, 'APPROVED');
      expect((await list(host)).json().imageQuantity).toBe(3);
      expect((await upload(host, await imageForm())).statusCode).toBe(200);
      expect((await upload(host, await imageForm())).statusCode).toBe(200);
      expect((await upload(host, await imageForm())).statusCode).toBe(403);
      expect(await t.db.$count(eventGallery, eq(eventGallery.eventId, host.eventId))).toBe(3);
    } finally {
      await t.db.delete(services).where(eq(services.id, free?.id as number));
    }
  });

  it('never takes more than the allowance from uploads sent at once', async () => {
    const host = await newHost();
    const forms = await Promise.all(Array.from({ length: 14 }, () => imageForm()));

    const responses = await Promise.all(forms.map((form) => upload(host, form)));

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(10);
    expect(responses.filter((response) => response.statusCode === 403)).toHaveLength(4);
    expect(await t.db.$count(eventGallery, eq(eventGallery.eventId, host.eventId))).toBe(10);
    const galleryFiles = (await storedFiles(mediaDir)).filter((key) => key.startsWith('gallery/'));
    const rows = await t.db.select().from(eventGallery);
    // Each kept photo has its four widths; nothing of the refused ones stayed.
    expect(galleryFiles).toHaveLength(
      rows.filter((row) => row.type === 'image').length * 4 +
        rows.filter((row) => row.type === 'video').length,
    );
  });

  it('refuses a video over 100 MB with a 413 and keeps no partial file', async () => {
    const host = await newHost();
    await contract(host.eventId, 'VIDEO', 1, 'APPROVED');
    const before = await storedFiles(mediaDir);

    const response = await upload(host, videoForm(mp4Video(100 * 1024 * 1024)));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'Arquivo muito grande. O limite é de 100 MB.',
    });
    expect(await storedFiles(mediaDir)).toEqual(before);
    expect(await t.db.$count(eventGallery, eq(eventGallery.eventId, host.eventId))).toBe(0);
  });

  it('answers 400 to a video cut short mid-upload, keeping no partial file', async () => {
    const host = await newHost();
    await contract(host.eventId, 'VIDEO', 1, 'APPROVED');
    const before = await storedFiles(mediaDir);
    const head = Buffer.from(
      '--xyz\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nvideo\r\n' +
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n',
    );

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/event-gallery/${host.eventId}`,
      headers: { ...host.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: Buffer.concat([head, mp4Video(200_000)]),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Formulário inválido: não foi possível ler o envio.',
    });
    expect(await storedFiles(mediaDir)).toEqual(before);
  });

  it("answers 404 for another host's event, storing nothing", async () => {
    const host = await newHost();
    const other = await newHost();
    const before = await storedFiles(mediaDir);

    const response = await upload(host, await imageForm(), other.eventId);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Evento não encontrado.' });
    expect(await storedFiles(mediaDir)).toEqual(before);
    expect((await list(host, other.eventId)).statusCode).toBe(404);
  });
});

describe('DELETE /api/users/event-gallery/:eventId/media/:mediaId', () => {
  it('removes the item and its files', async () => {
    const host = await newHost();
    const [item] = (await upload(host, await imageForm())).json().gallery;

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/event-gallery/${host.eventId}/media/${item.id}`,
      headers: host.headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Mídia removida.' });
    expect((await list(host)).json().gallery).toEqual([]);
    expect((await t.app.inject({ url: item.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: item.url.replace('.webp', '-small.webp') })).statusCode).toBe(404);
  });

  it("answers 404 for another event's media and for another host's event", async () => {
    const host = await newHost();
    const other = await newHost();
    const [theirs] = (await upload(other, await imageForm())).json().gallery;

    const viaMine = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/event-gallery/${host.eventId}/media/${theirs.id}`,
      headers: host.headers,
    });
    expect(viaMine.statusCode).toBe(404);
    expect(viaMine.json().message).toBe('Mídia não encontrada.');

    const viaTheirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/event-gallery/${other.eventId}/media/${theirs.id}`,
      headers: host.headers,
    });
    expect(viaTheirs.statusCode).toBe(404);
    expect(viaTheirs.json().message).toBe('Evento não encontrado.');
    expect((await t.app.inject({ url: theirs.url })).statusCode).toBe(200);
  });
});

describe('sign-in', () => {
  it('answers 401 to every gallery call without a host token', async () => {
    const host = await newHost();
    const admin = await createTestAdmin(t.db);
    const adminAuth = await adminHeaders(t.db, admin.id);
    for (const headers of [{}, adminAuth, { ...host.headers, 'x-user-id': '999999' }]) {
      for (const request of [
        { url: `/api/users/event-gallery/${host.eventId}` },
        {
          method: 'POST' as const,
          url: `/api/users/event-gallery/${host.eventId}`,
          payload: await imageForm(),
        },
        { method: 'DELETE' as const, url: `/api/users/event-gallery/${host.eventId}/media/1` },
      ]) {
        const response = await t.app.inject({ ...request, headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, message: 'Não autorizado.' });
      }
    }
  });
});
