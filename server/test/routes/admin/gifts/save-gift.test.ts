import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gifts } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';
import { createTestCategory, createTestGifts, setPercentageGift } from '../../../helpers/catalog';
import { phoneJpeg, pngImage, storedFiles, uploadForm } from '../../../helpers/images';

const t = await build();
const mediaDir = path.join(t.dataDir, 'media');
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);
await setPercentageGift(t.db, 10);
const { category } = await createTestCategory(t.db);

const fields = (overrides: Record<string, string> = {}) => ({
  name: 'Jogo de panelas',
  description: 'Antiaderente, 5 peças',
  price: '199.90',
  eventCategoryId: String(category.id),
  ...overrides,
});

function send(method: 'POST' | 'PUT', url: string, form: FormData) {
  return t.app.inject({ method, url, headers, payload: form });
}

async function mediaBytes(url: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('POST /api/admin/gifts (multipart)', () => {
  it('creates the gift with its image re-encoded under a server-made name', async () => {
    const response = await send(
      'POST',
      '/api/admin/gifts',
      uploadForm(fields(), {
        field: 'image',
        data: await phoneJpeg(3000, 2000),
        name: '../../evil name.jpg',
      }),
    );

    expect(response.statusCode).toBe(200);
    const { gift, message } = response.json();
    expect(message).toBe('Presente cadastrado com sucesso.');
    expect(gift).toMatchObject({
      name: 'Jogo de panelas',
      description: 'Antiaderente, 5 peças',
      price: 199.9,
      pricePercentage: 219.89,
      eventCategoryId: category.id,
      active: true,
    });
    expect(gift.imageUrl).toMatch(/^\/media\/gifts\/[0-9a-f-]{36}\.webp$/);
    expect(gift.imageUrl).not.toContain('evil');

    const [row] = await t.db.select().from(gifts).where(eq(gifts.id, gift.id));
    expect(row).toMatchObject({ priceCents: 19_990, imageUrl: gift.imageUrl });

    const stored = await sharp(await mediaBytes(gift.imageUrl)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1920, height: 1280 });
    expect(stored.exif).toBeUndefined();
    const small = await sharp(await mediaBytes(gift.imageUrl.replace('.webp', '-small.webp'))).metadata();
    expect(small).toMatchObject({ width: 400, height: 267 });
  });

  it('reads a price typed the Brazilian way, and fields sent after the file', async () => {
    const response = await send(
      'POST',
      '/api/admin/gifts',
      uploadForm(fields({ price: '1.234,56' }), { field: 'image', data: await pngImage() }, true),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().gift).toMatchObject({ price: 1234.56, pricePercentage: 1358.02 });
  });

  it("answers the form's messages for missing or bad fields, keeping no file", async () => {
    const before = await storedFiles(mediaDir);
    const image = { field: 'image', data: await pngImage() };
    const cases: [Record<string, string>, string][] = [
      [fields({ name: '  ' }), 'O campo Nome é obrigatório.'],
      [fields({ description: '' }), 'O campo Descrição é obrigatório.'],
      [fields({ price: '0' }), '* O preço deve ser maior que zero'],
      [fields({ price: 'abc' }), '* O preço deve ser maior que zero'],
      [fields({ eventCategoryId: '' }), 'O campo Categoria é obrigatório.'],
    ];
    for (const [formFields, message] of cases) {
      const response = await send('POST', '/api/admin/gifts', uploadForm(formFields, image));
      expect(response.statusCode, JSON.stringify(formFields)).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
    expect(await storedFiles(mediaDir)).toEqual(before);
  });

  it('requires the image on creation', async () => {
    const response = await send('POST', '/api/admin/gifts', uploadForm(fields()));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: '* Envie a imagem' });
  });

  it('refuses a text file named .jpg, whatever type the client claims', async () => {
    const before = await storedFiles(mediaDir);
    const response = await send(
      'POST',
      '/api/admin/gifts',
      uploadForm(fields(), {
        field: 'image',
        data: Buffer.from('apenas texto'),
        name: 'foto.jpg',
        type: 'image/jpeg',
      }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Por favor, selecione um arquivo de imagem.',
    });
    expect(await storedFiles(mediaDir)).toEqual(before);
  });

  it('refuses an image over 10 MB with a 413, keeping nothing', async () => {
    const before = await storedFiles(mediaDir);
    const oversize = Buffer.concat([await phoneJpeg(), Buffer.alloc(10 * 1024 * 1024)]);

    const response = await send(
      'POST',
      '/api/admin/gifts',
      uploadForm(fields(), { field: 'image', data: oversize }),
    );

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'Arquivo muito grande. O limite é de 10 MB.',
    });
    expect(await storedFiles(mediaDir)).toEqual(before);
    const rows = await t.db.select().from(gifts).where(eq(gifts.name, 'Grande demais'));
    expect(rows).toEqual([]);
  });

  it('answers 404 for an unknown category without storing the image', async () => {
    const before = await storedFiles(mediaDir);
    const response = await send(
      'POST',
      '/api/admin/gifts',
      uploadForm(fields({ eventCategoryId: '999999' }), { field: 'image', data: await pngImage() }),
    );

    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Categoria de evento não encontrada.');
    expect(await storedFiles(mediaDir)).toEqual(before);
  });

  it('answers 415 in Portuguese to a JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gifts',
      headers,
      payload: fields(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: 'Envie o formulário como multipart/form-data.',
    });
  });

  it('answers 400 to a broken multipart body and to two files', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gifts',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nPanela',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().success).toBe(false);

    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gifts',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc',
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({
      success: false,
      message: 'Formulário inválido: não foi possível ler o envio.',
    });

    const form = uploadForm(fields(), { field: 'image', data: await pngImage() });
    form.append('image', new Blob([new Uint8Array(await pngImage())]), 'b.png');
    const two = await send('POST', '/api/admin/gifts', form);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ success: false, message: 'Envie apenas um arquivo por vez.' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { method: 'POST', url: '/api/admin/gifts', payload: uploadForm(fields()) });
  });
});

describe('PUT /api/admin/gifts/:id (multipart)', () => {
  it('updates the fields and keeps the image when none is sent', async () => {
    const [gift] = await createTestGifts(t.db, category.id, 1, { imageUrl: '/media/seed/gifts/1.webp' });

    const response = await send(
      'PUT',
      `/api/admin/gifts/${gift?.id}`,
      uploadForm(fields({ name: 'Panela nova', price: '50', active: 'false' })),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Presente atualizado com sucesso.',
      gift: { id: gift?.id, name: 'Panela nova', price: 50, pricePercentage: 55, active: false },
    });
    const [row] = await t.db
      .select()
      .from(gifts)
      .where(eq(gifts.id, gift?.id as number));
    expect(row).toMatchObject({ priceCents: 5_000, active: false, imageUrl: '/media/seed/gifts/1.webp' });
  });

  it('replaces the image and removes the one it replaced', async () => {
    const created = await send(
      'POST',
      '/api/admin/gifts',
      uploadForm(fields(), { field: 'image', data: await pngImage(80, 80, '#111') }),
    );
    const { id, imageUrl: oldUrl } = created.json().gift;

    const response = await send(
      'PUT',
      `/api/admin/gifts/${id}`,
      uploadForm(fields(), { field: 'image', data: await pngImage(90, 90, '#eee') }),
    );

    expect(response.statusCode).toBe(200);
    const newUrl = response.json().gift.imageUrl;
    expect(newUrl).not.toBe(oldUrl);
    expect((await sharp(await mediaBytes(newUrl)).metadata()).width).toBe(90);
    expect((await t.app.inject({ url: oldUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ url: oldUrl.replace('.webp', '-small.webp') })).statusCode).toBe(404);
  });

  it('answers the same validation messages as the creation', async () => {
    const [gift] = await createTestGifts(t.db, category.id, 1);
    const response = await send('PUT', `/api/admin/gifts/${gift?.id}`, uploadForm(fields({ price: '-3' })));

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('* O preço deve ser maior que zero');
  });

  it('answers 404 for an unknown gift', async () => {
    const response = await send('PUT', '/api/admin/gifts/999999', uploadForm(fields()));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Presente não encontrado.');
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { method: 'PUT', url: '/api/admin/gifts/1', payload: uploadForm(fields()) });
  });
});

describe('PUT /api/admin/gifts/{id} sent several times at once with new images', () => {
  it('keeps only the files of the update that won, and removes every image replaced', async () => {
    const created = await send(
      'POST',
      '/api/admin/gifts',
      uploadForm(fields({ name: 'Cafeteira' }), { field: 'image', data: await pngImage(400, 300) }),
    );
    const { id } = created.json().gift;
    const forms = await Promise.all(
      Array.from({ length: 6 }, async (_, index) =>
        uploadForm(fields({ name: 'Cafeteira' }), { field: 'image', data: await pngImage(400 + index, 300) }),
      ),
    );

    const responses = await Promise.all(forms.map((form) => send('PUT', `/api/admin/gifts/${id}`, form)));

    expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThan(1);
    const [row] = await t.db.select().from(gifts).where(eq(gifts.id, id));
    const key = (row?.imageUrl ?? '').replace('/media/', '');
    const referenced = (await t.db.select({ imageUrl: gifts.imageUrl }).from(gifts))
      .flatMap(({ imageUrl }) => (imageUrl ? [imageUrl.replace('/media/', '')] : []))
      .flatMap((stored) =>
        ['', '-small', '-w800', '-w1200'].map((suffix) => stored.replace('.webp', `${suffix}.webp`)),
      );
    expect(referenced).toContain(key);
    // Every gift image on disk is one a gift points at: no update left its image, or the one it
    // replaced, behind.
    const onDisk = (await storedFiles(mediaDir)).filter((file) => file.startsWith('gifts/'));
    expect(onDisk).toEqual(referenced.filter((file) => file.startsWith('gifts/')).sort());
  });
});
