import { describe, expect, it } from 'vitest';
import { eventCategories } from '../../../../src/db/schema/index';
import { createTestUser } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { createTestCategory, createTestGifts, setPercentageGift } from '../../../helpers/catalog';

const t = await build();
await setPercentageGift(t.db, 5);

describe('GET /api/users/event-types (public)', () => {
  it('lists the active types only, signed out', async () => {
    const { type } = await createTestCategory(t.db, {
      type: { name: 'Casamento', imageUrl: '/media/x.webp' },
    });
    const { type: hidden } = await createTestCategory(t.db, { type: { name: 'Oculto', active: false } });

    const response = await t.app.inject({ url: '/api/users/event-types' });

    expect(response.statusCode).toBe(200);
    const { eventTypes } = response.json();
    expect(eventTypes).toContainEqual({
      id: type.id,
      name: 'Casamento',
      description: 'Festas de casamento',
      imageUrl: '/media/x.webp',
      active: true,
    });
    expect(eventTypes.map((entry: { id: number }) => entry.id)).not.toContain(hidden.id);
  });
});

describe('GET /api/users/event-categories?event_type_id= (public)', () => {
  it("lists the type's active categories", async () => {
    const { type, category } = await createTestCategory(t.db);
    await t.db.insert(eventCategories).values({ name: 'Inativa', eventTypeId: type.id, active: false });

    const response = await t.app.inject({ url: `/api/users/event-categories?event_type_id=${type.id}` });

    expect(response.statusCode).toBe(200);
    expect(response.json().eventCategories).toEqual([
      { id: category.id, name: 'Cozinha', description: 'Utensílios', eventTypeId: type.id, active: true },
    ]);
  });

  it('answers 404 for an unknown type and 400 without one', async () => {
    const unknown = await t.app.inject({ url: '/api/users/event-categories?event_type_id=999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Tipo de evento não encontrado.' });

    const missing = await t.app.inject({ url: '/api/users/event-categories' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: 'O campo Tipo de evento é inválido.' });
  });
});

describe('GET /api/users/fetch-gifts-slug (public)', () => {
  it("answers the category's active gifts at the guests' price and whether the slug is free", async () => {
    const { category } = await createTestCategory(t.db);
    const [first, second] = await createTestGifts(t.db, category.id, 2, { imageUrl: '/media/g.webp' });
    await createTestGifts(t.db, category.id, 1, { active: false });
    const host = await createTestUser(t.db, { event: { slug: 'ana-e-joao' } });

    const taken = await t.app.inject({
      url: `/api/users/fetch-gifts-slug?event_category_id=${category.id}&slug=Ana-e-Joao`,
    });

    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({
      success: true,
      message: 'OK',
      slug_available: false,
      gifts: [
        {
          id: first?.id,
          name: 'Presente 1',
          price: 105,
          image_url: '/media/g.webp',
          imageUrl: '/media/g.webp',
        },
        {
          id: second?.id,
          name: 'Presente 2',
          price: 115.5,
          image_url: '/media/g.webp',
          imageUrl: '/media/g.webp',
        },
      ],
    });
    expect(host.event?.slug).toBe('ana-e-joao');

    const free = await t.app.inject({
      url: `/api/users/fetch-gifts-slug?event_category_id=${category.id}&slug=livre`,
    });
    expect(free.json().slug_available).toBe(true);
    const noSlug = await t.app.inject({
      url: `/api/users/fetch-gifts-slug?event_category_id=${category.id}`,
    });
    expect(noSlug.json().slug_available).toBe(true);
  });

  it('answers an empty or unknown category as an error (404)', async () => {
    const { category } = await createTestCategory(t.db);
    await createTestGifts(t.db, category.id, 1, { active: false });

    for (const id of [category.id, 999999]) {
      const response = await t.app.inject({ url: `/api/users/fetch-gifts-slug?event_category_id=${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Nenhum presente disponível para esta categoria.',
      });
    }
  });

  it('answers 400 without a category', async () => {
    const response = await t.app.inject({ url: '/api/users/fetch-gifts-slug?slug=x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O campo Categoria é inválido.');
  });
});
