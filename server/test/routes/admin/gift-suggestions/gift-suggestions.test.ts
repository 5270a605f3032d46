import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftSuggestions } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

const host = await createTestUser(t.db);
const other = await createTestUser(t.db);
const eventId = host.event?.id ?? 0;
const otherEventId = other.event?.id ?? 0;
const minute = 60_000;
const base = Date.UTC(2025, 4, 1, 12);
// 22 suggestions of the host's event, then 3 of another, interleaved in time.
const ours = await t.db
  .insert(giftSuggestions)
  .values(
    Array.from({ length: 22 }, (_, i) => ({
      userId: host.id,
      eventId,
      title: `Sugestão ${i}`,
      description: i === 0 ? '' : `Descrição ${i}`,
      createdAt: new Date(base + i * 2 * minute),
    })),
  )
  .returning();
await t.db.insert(giftSuggestions).values(
  Array.from({ length: 3 }, (_, i) => ({
    userId: other.id,
    eventId: otherEventId,
    title: `Outra ${i}`,
    createdAt: new Date(base + (i * 2 + 1) * minute),
  })),
);

async function list(query: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/admin/gift-suggestions', query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/admin/gift-suggestions', () => {
  it('pages all suggestions 20 at a time, newest first', async () => {
    const first = await list({});
    expect(first.totalPages).toBe(2);
    // The rows of every page together, which the back office shows ('35 registros').
    expect(Math.ceil(first.total / 20)).toBe(first.totalPages);
    expect(first.giftSuggestions).toHaveLength(20);
    expect(first.giftSuggestions[0]).toEqual({
      id: ours[21]?.id,
      userId: host.id,
      eventId,
      title: 'Sugestão 21',
      description: 'Descrição 21',
      createdAt: new Date(base + 42 * minute).toISOString(),
    });
    expect((await list({ page: '2' })).giftSuggestions).toHaveLength(5);
  });

  it('filters on the event, over two pages', async () => {
    const first = await list({ eventId: String(eventId) });
    expect(first.totalPages).toBe(2);
    const second = await list({ eventId: String(eventId), page: '2' });
    expect(second.giftSuggestions.map((row: { title: string }) => row.title)).toEqual([
      'Sugestão 1',
      'Sugestão 0',
    ]);
    const others = await list({ eventId: String(otherEventId) });
    expect(others.giftSuggestions.map((row: { title: string }) => row.title)).toEqual([
      'Outra 2',
      'Outra 1',
      'Outra 0',
    ]);
    expect(others.totalPages).toBe(1);
    expect(await list({ eventId: '999999' })).toMatchObject({ giftSuggestions: [], total: 0, totalPages: 0 });
  });

  it('refuses a malformed event id', async () => {
    const response = await t.app.inject({
      url: '/api/admin/gift-suggestions',
      query: { eventId: 'abc' },
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'O campo ID do evento é inválido.' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/gift-suggestions' });
  });
});

describe('DELETE /api/admin/gift-suggestions/{id}', () => {
  it('removes the suggestion', async () => {
    const id = ours[0]?.id ?? 0;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/gift-suggestions/${id}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });
    expect(await t.db.select().from(giftSuggestions).where(eq(giftSuggestions.id, id))).toEqual([]);
  });

  it('answers 404 for an unknown suggestion', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/gift-suggestions/999999',
      headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Sugestão não encontrada.' });
  });

  it('is for administrators only', async () => {
    const id = ours[1]?.id ?? 0;
    await expectAdminOnly(t, { method: 'DELETE', url: `/api/admin/gift-suggestions/${id}` });
    expect(await t.db.select().from(giftSuggestions).where(eq(giftSuggestions.id, id))).toHaveLength(1);
  });
});
