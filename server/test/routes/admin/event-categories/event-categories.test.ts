import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventCategories, gifts } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';
import { createTestCategory, createTestGifts } from '../../../helpers/catalog';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);
const { type } = await createTestCategory(t.db);

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api/admin/event-categories${url}`, headers, payload });
}

describe('GET /api/admin/event-categories', () => {
  it('lists every category, inactive ones included', async () => {
    const { category: hidden } = await createTestCategory(t.db, {
      category: { name: 'Oculta', active: false },
    });

    const response = await call('GET', '');

    expect(response.statusCode).toBe(200);
    expect(response.json().eventCategories).toContainEqual({
      id: hidden.id,
      name: 'Oculta',
      description: 'Utensílios',
      eventTypeId: hidden.eventTypeId,
      active: false,
    });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/event-categories' });
  });
});

describe('POST /api/admin/event-categories', () => {
  it('creates an active category of the chosen type', async () => {
    const response = await call('POST', '', {
      name: ' Quarto ',
      description: 'Cama e banho',
      eventTypeId: type.id,
    });

    expect(response.statusCode).toBe(200);
    const { eventCategory, message } = response.json();
    expect(message).toBe('Categoria cadastrada com sucesso.');
    expect(eventCategory).toMatchObject({
      name: 'Quarto',
      description: 'Cama e banho',
      eventTypeId: type.id,
      active: true,
    });
    const [row] = await t.db.select().from(eventCategories).where(eq(eventCategories.id, eventCategory.id));
    expect(row?.name).toBe('Quarto');
  });

  it('refuses blank names and descriptions and a missing type', async () => {
    for (const [payload, message] of [
      [{ name: ' ', description: 'x', eventTypeId: type.id }, 'O campo Nome é obrigatório.'],
      [{ name: 'x', description: '', eventTypeId: type.id }, 'O campo Descrição é obrigatório.'],
      [{ name: 'x', description: 'x' }, 'O campo Tipo de evento é obrigatório.'],
    ] as const) {
      const response = await call('POST', '', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
  });

  it('answers 404 for an unknown event type', async () => {
    const response = await call('POST', '', { name: 'x', description: 'x', eventTypeId: 999999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Tipo de evento não encontrado.' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, {
      method: 'POST',
      url: '/api/admin/event-categories',
      payload: { name: 'x', description: 'x', eventTypeId: type.id },
    });
  });
});

describe('PUT /api/admin/event-categories/:id', () => {
  it('updates the fields and the active flag', async () => {
    const { category, type: otherType } = await createTestCategory(t.db);

    const response = await call('PUT', `/${category.id}`, {
      name: 'Renomeada',
      description: 'Nova',
      eventTypeId: type.id,
      active: false,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().eventCategory).toEqual({
      id: category.id,
      name: 'Renomeada',
      description: 'Nova',
      eventTypeId: type.id,
      active: false,
    });
    expect(otherType.id).not.toBe(type.id);
  });

  it('answers 404 for an unknown category or type, 400 for bad input', async () => {
    const { category } = await createTestCategory(t.db);
    const missing = await call('PUT', '/999999', { name: 'x', description: 'x', eventTypeId: type.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Categoria não encontrada.');

    const noType = await call('PUT', `/${category.id}`, { name: 'x', description: 'x', eventTypeId: 999999 });
    expect(noType.statusCode).toBe(404);

    const bad = await call('PUT', `/${category.id}`, {
      name: 'x',
      description: 'x',
      eventTypeId: type.id,
      active: 'sim',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('O campo Ativo é inválido.');
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, {
      method: 'PUT',
      url: '/api/admin/event-categories/1',
      payload: { name: 'x', description: 'x', eventTypeId: type.id },
    });
  });
});

describe('DELETE /api/admin/event-categories/:id', () => {
  it('removes the category; its gifts stay, without a category', async () => {
    const { category } = await createTestCategory(t.db);
    const [gift] = await createTestGifts(t.db, category.id, 1);

    const response = await call('DELETE', `/${category.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Categoria removida com sucesso.' });
    expect(await t.db.select().from(eventCategories).where(eq(eventCategories.id, category.id))).toEqual([]);
    const [row] = await t.db
      .select()
      .from(gifts)
      .where(eq(gifts.id, gift?.id as number));
    expect(row?.eventCategoryId).toBeNull();

    const orphan = await t.app.inject({ url: `/api/admin/gifts/${gift?.id}`, headers });
    expect(orphan.statusCode).toBe(200);
    expect(orphan.json().gift.eventCategoryId).toBeNull();
  });

  it('answers 404 for an unknown category', async () => {
    const response = await call('DELETE', '/999999');
    expect(response.statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { method: 'DELETE', url: '/api/admin/event-categories/1' });
  });
});
