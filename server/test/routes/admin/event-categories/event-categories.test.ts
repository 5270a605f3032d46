import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventCategories } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
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
  it('refuses to remove a category events or gifts still use, saying how many', async () => {
    const { category } = await createTestCategory(t.db);
    await createTestGifts(t.db, category.id, 5);
    for (let i = 0; i < 3; i++) await createTestUser(t.db, { event: { eventCategoryId: category.id } });

    const response = await call('DELETE', `/${category.id}`);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message:
        'Esta categoria está em uso por 3 eventos e 5 presentes. Mova-os para outra categoria antes de excluir.',
    });
    expect(await t.db.select().from(eventCategories).where(eq(eventCategories.id, category.id))).toHaveLength(
      1,
    );
  });

  it('names only what uses it: one gift', async () => {
    const { category } = await createTestCategory(t.db);
    await createTestGifts(t.db, category.id, 1);

    const response = await call('DELETE', `/${category.id}`);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Esta categoria está em uso por 1 presente. Mova-os para outra categoria antes de excluir.',
    );
  });

  it('removes a category nothing uses', async () => {
    const { category } = await createTestCategory(t.db);

    const response = await call('DELETE', `/${category.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Categoria removida com sucesso.' });
    expect(await t.db.select().from(eventCategories).where(eq(eventCategories.id, category.id))).toEqual([]);
  });

  it('answers 404 for an unknown category', async () => {
    const response = await call('DELETE', '/999999');
    expect(response.statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { method: 'DELETE', url: '/api/admin/event-categories/1' });
  });
});
