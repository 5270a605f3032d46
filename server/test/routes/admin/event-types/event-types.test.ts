import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eventCategories, eventTypes } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';
import { createTestCategory, createTestGifts } from '../../../helpers/catalog';
import { phoneJpeg, pngImage, storedFiles, uploadForm } from '../../../helpers/images';

const t = await build();
const mediaDir = path.join(t.dataDir, 'media');
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

const fields = { name: 'Aniversário', description: 'Festas de aniversário' };

function send(method: 'POST' | 'PUT', url: string, form: FormData) {
  return t.app.inject({ method, url: `/api/admin/event-types${url}`, headers, payload: form });
}

async function createType() {
  const response = await send('POST', '', uploadForm(fields, { field: 'image', data: await pngImage() }));
  expect(response.statusCode).toBe(200);
  return response.json().eventType;
}

describe('GET /api/admin/event-types and /api/admin/event-types-with-categories', () => {
  it('lists every type, and every type with its categories', async () => {
    const { type, category } = await createTestCategory(t.db, { type: { active: false } });
    const [empty] = await t.db.insert(eventTypes).values({ name: 'Vazio' }).returning();

    const list = await t.app.inject({ url: '/api/admin/event-types', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().eventTypes).toContainEqual({
      id: type.id,
      name: 'Casamento',
      description: 'Festas de casamento',
      imageUrl: null,
      active: false,
    });

    const tree = await t.app.inject({ url: '/api/admin/event-types-with-categories', headers });
    expect(tree.statusCode).toBe(200);
    const byId = new Map(tree.json().eventTypes.map((entry: { id: number }) => [entry.id, entry]));
    expect(byId.get(type.id)).toMatchObject({
      active: false,
      eventCategories: [{ id: category.id, name: 'Cozinha', eventTypeId: type.id, active: true }],
    });
    expect(byId.get(empty?.id)).toMatchObject({ name: 'Vazio', eventCategories: [] });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/event-types' });
    await expectAdminOnly(t, { url: '/api/admin/event-types-with-categories' });
  });
});

describe('POST /api/admin/event-types (multipart)', () => {
  it('creates the type with its image, EXIF gone', async () => {
    const response = await send(
      'POST',
      '',
      uploadForm(fields, { field: 'image', data: await phoneJpeg(2400, 1600), name: 'aniversario.jpg' }),
    );

    expect(response.statusCode).toBe(200);
    const { eventType, message } = response.json();
    expect(message).toBe('Tipo de evento cadastrado com sucesso.');
    expect(eventType).toMatchObject({ ...fields, active: true });
    expect(eventType.imageUrl).toMatch(/^\/media\/event-types\/[0-9a-f-]{36}\.webp$/);
    const image = await t.app.inject({ url: eventType.imageUrl });
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1920, height: 1280 });
    expect(metadata.exif).toBeUndefined();
  });

  it("requires the image ('* Imagem obrigatória') and the fields", async () => {
    const noImage = await send('POST', '', uploadForm(fields));
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toEqual({ success: false, message: '* Imagem obrigatória' });

    const noName = await send(
      'POST',
      '',
      uploadForm({ description: 'x' }, { field: 'image', data: await pngImage() }),
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('O campo Nome é obrigatório.');
  });

  it('refuses a file that is not an image, keeping nothing', async () => {
    const before = await storedFiles(mediaDir);
    const response = await send(
      'POST',
      '',
      uploadForm(fields, {
        field: 'image',
        data: Buffer.from('%PDF-1.4 não é imagem'),
        name: 'x.png',
        type: 'image/png',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Por favor, selecione um arquivo de imagem.');
    expect(await storedFiles(mediaDir)).toEqual(before);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { method: 'POST', url: '/api/admin/event-types', payload: uploadForm(fields) });
  });
});

describe('PUT /api/admin/event-types/:id (multipart)', () => {
  it('updates fields and active, keeping the image when none is sent', async () => {
    const created = await createType();

    const response = await send(
      'PUT',
      `/${created.id}`,
      uploadForm({ ...fields, name: 'Bodas', active: 'false' }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Tipo de evento atualizado com sucesso.',
      eventType: { id: created.id, name: 'Bodas', active: false, imageUrl: created.imageUrl },
    });
  });

  it('replaces the image and removes the old files', async () => {
    const created = await createType();

    const response = await send(
      'PUT',
      `/${created.id}`,
      uploadForm(fields, { field: 'image', data: await pngImage(30, 30) }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().eventType.imageUrl).not.toBe(created.imageUrl);
    expect((await t.app.inject({ url: created.imageUrl })).statusCode).toBe(404);
  });

  it("answers 404 for an unknown type and 400 for a bad 'active'", async () => {
    const missing = await send('PUT', '/999999', uploadForm(fields));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Tipo de evento não encontrado.');

    const created = await createType();
    const bad = await send('PUT', `/${created.id}`, uploadForm({ ...fields, active: 'talvez' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('O campo Ativo é inválido.');
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { method: 'PUT', url: '/api/admin/event-types/1', payload: uploadForm(fields) });
  });
});

describe('DELETE /api/admin/event-types/:id', () => {
  it('refuses to remove a type whose categories events or gifts still use, saying how many', async () => {
    const created = await createType();
    const [category] = await t.db
      .insert(eventCategories)
      .values({ name: 'C', description: 'c', eventTypeId: created.id })
      .returning();
    await createTestGifts(t.db, category?.id as number, 2);
    await createTestUser(t.db, { event: { eventCategoryId: category?.id } });

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/event-types/${created.id}`,
      headers,
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message:
        'Este tipo de evento está em uso por 1 evento e 2 presentes (nas suas categorias). Mova-os para outra categoria antes de excluir.',
    });
    expect(await t.db.select().from(eventTypes).where(eq(eventTypes.id, created.id))).toHaveLength(1);
    expect(
      await t.db.select().from(eventCategories).where(eq(eventCategories.eventTypeId, created.id)),
    ).toHaveLength(1);
    expect((await t.app.inject({ url: created.imageUrl })).statusCode).toBe(200);
  });

  it('removes an unused type with its categories and its image', async () => {
    const created = await createType();
    await t.db.insert(eventCategories).values({ name: 'C', description: 'c', eventTypeId: created.id });

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/event-types/${created.id}`,
      headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Tipo de evento removido com sucesso.' });
    expect(await t.db.select().from(eventTypes).where(eq(eventTypes.id, created.id))).toEqual([]);
    expect(
      await t.db.select().from(eventCategories).where(eq(eventCategories.eventTypeId, created.id)),
    ).toEqual([]);
    expect((await t.app.inject({ url: created.imageUrl })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown type', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/admin/event-types/999999', headers });
    expect(response.statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { method: 'DELETE', url: '/api/admin/event-types/1' });
  });
});
