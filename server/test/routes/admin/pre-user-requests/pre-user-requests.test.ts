import { describe, expect, it } from 'vitest';
import { preUserRequests } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { insertCategory, insertGift } from '../../../helpers/admin-fixtures';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

const { type, category } = await insertCategory(t.db, { type: 'Casamento', category: 'Clássico' });
const panela = await insertGift(t.db, { name: 'Panela', priceCents: 12_990, eventCategoryId: category.id });
const toalha = await insertGift(t.db, { name: 'Toalhas', priceCents: 8_000, eventCategoryId: category.id });

const day = 24 * 60 * 60 * 1000;
// 23 requests a day apart at 15:00 UTC, then two around midnight in São Paulo.
const daily = await t.db
  .insert(preUserRequests)
  .values(
    Array.from({ length: 23 }, (_, i) => ({
      firstName: `Noiva${i}`,
      lastName: 'Pereira',
      email: `noiva${i}@pedido.dev`,
      phoneNumber: `(41) 98888-77${String(i).padStart(2, '0')}`,
      passwordHash: 'x',
      createdAt: new Date(Date.UTC(2025, 0, 1, 15) + i * day),
    })),
  )
  .returning();
const [late, early] = await t.db
  .insert(preUserRequests)
  .values([
    {
      firstName: 'Lia',
      lastName: 'Rocha',
      email: 'lia_rocha@exemplo.dev',
      phoneNumber: '(11) 91111-2222',
      passwordHash: 'x',
      paymentStatus: 'APPROVED',
      accountCreated: true,
      // 23:30 of 9 March in São Paulo
      createdAt: new Date('2025-03-10T02:30:00Z'),
      eventInfoJson: {
        eventTypeId: type.id,
        eventCategoryId: category.id,
        title: 'Casamento da Lia',
        slug: 'lia',
        giftDeliveryPreference: 'cash',
        gifts: [toalha.id, panela.id, 999999],
      },
    },
    {
      firstName: 'Mel',
      lastName: 'Souza',
      email: 'meliaxrocha@exemplo.dev',
      phoneNumber: '(11) 93333-4444',
      passwordHash: 'x',
      // 00:30 of 10 March in São Paulo
      createdAt: new Date('2025-03-10T03:30:00Z'),
      eventInfoJson: { eventCategoryId: category.id, gifts: [] },
    },
  ])
  .returning();

async function list(query: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/admin/pre-user-requests', query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const names = (body: { userEventRequests: { name: string }[] }) =>
  body.userEventRequests.map((row) => row.name);

describe('GET /api/admin/pre-user-requests', () => {
  it('pages 20 at a time, newest first, echoing the page', async () => {
    const first = await list({});
    expect(first).toMatchObject({ success: true, totalPages: 2, page: 1 });
    // The rows of every page together, which the back office shows ('35 registros').
    expect(Math.ceil(first.total / 20)).toBe(first.totalPages);
    expect(first.userEventRequests).toHaveLength(20);
    expect(first.userEventRequests[0]).toEqual({
      id: early?.id,
      name: 'Mel Souza',
      email: 'meliaxrocha@exemplo.dev',
      phoneNumber: '(11) 93333-4444',
      accountCreated: false,
      autoPublished: false,
      paymentStatus: 'PENDING',
      createdAt: '2025-03-10T03:30:00.000Z',
      eventInfoJson: { eventCategoryId: category.id, gifts: [] },
      eventId: null,
    });
    const second = await list({ page: '2' });
    expect(second.page).toBe(2);
    expect(names(second)).toEqual([
      'Noiva4 Pereira',
      'Noiva3 Pereira',
      'Noiva2 Pereira',
      'Noiva1 Pereira',
      'Noiva0 Pereira',
    ]);
  });

  it('answers the stored wizard draft', async () => {
    const body = await list({ id: String(late?.id) });
    expect(body.userEventRequests).toEqual([
      expect.objectContaining({
        name: 'Lia Rocha',
        accountCreated: true,
        paymentStatus: 'APPROVED',
        eventInfoJson: expect.objectContaining({
          title: 'Casamento da Lia',
          gifts: [toalha.id, panela.id, 999999],
        }),
      }),
    ]);
  });

  it('filters on part of the e-mail and of the mobile, % and _ literal', async () => {
    expect(names(await list({ email: 'LIA_' }))).toEqual(['Lia Rocha']);
    expect(names(await list({ phoneNumber: '93333' }))).toEqual(['Mel Souza']);
    const noivas = await list({ email: 'pedido.dev' });
    expect(noivas.totalPages).toBe(2);
    expect(names(await list({ phoneNumber: '8888-770' }))).toHaveLength(10);
  });

  it('filters on the request day in São Paulo time, both ends included', async () => {
    expect(names(await list({ startDate: '2025-03-10', endDate: '2025-03-10' }))).toEqual(['Mel Souza']);
    expect(names(await list({ startDate: '2025-03-09', endDate: '2025-03-09' }))).toEqual(['Lia Rocha']);
    expect(names(await list({ endDate: '2025-01-02' }))).toEqual(['Noiva1 Pereira', 'Noiva0 Pereira']);
    expect(names(await list({ startDate: '2025-01-23' }))).toEqual([
      'Mel Souza',
      'Lia Rocha',
      'Noiva22 Pereira',
    ]);
  });

  it('answers no rows and zero pages when nothing matches', async () => {
    expect(await list({ id: String(daily[0]?.id), email: 'lia' })).toMatchObject({
      userEventRequests: [],
      totalPages: 0,
    });
  });

  it.each([
    [{ startDate: '2025-13-01' }, 'O campo Data inicial deve ser uma data no formato AAAA-MM-DD.'],
    [{ id: 'x' }, 'O campo ID é inválido.'],
  ])('refuses %o with a 400', async (query, message) => {
    const response = await t.app.inject({ url: '/api/admin/pre-user-requests', query, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/pre-user-requests' });
  });
});

describe('GET /api/admin/pre-user-requests/info/{id}', () => {
  it('resolves the draft to the category, the type and the gifts with their current price', async () => {
    const response = await t.app.inject({ url: `/api/admin/pre-user-requests/info/${late?.id}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      infoEvent: {
        eventCategory: { id: category.id, name: 'Clássico' },
        eventType: { id: type.id, name: 'Casamento' },
        // In the order chosen; the gift removed since is left out.
        gifts: [
          { id: toalha.id, name: 'Toalhas', price: 80 },
          { id: panela.id, name: 'Panela', price: 129.9 },
        ],
      },
    });
  });

  it('takes the type from the category when the draft has none', async () => {
    const response = await t.app.inject({ url: `/api/admin/pre-user-requests/info/${early?.id}`, headers });
    expect(response.json().infoEvent).toEqual({
      eventCategory: { id: category.id, name: 'Clássico' },
      eventType: { id: type.id, name: 'Casamento' },
      gifts: [],
    });
  });

  it('answers empty information for a request without a draft', async () => {
    const response = await t.app.inject({
      url: `/api/admin/pre-user-requests/info/${daily[0]?.id}`,
      headers,
    });
    expect(response.json().infoEvent).toEqual({ eventCategory: null, eventType: null, gifts: [] });
  });

  it('answers 404 for an unknown request', async () => {
    const response = await t.app.inject({ url: '/api/admin/pre-user-requests/info/999999', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Solicitação não encontrada.' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: `/api/admin/pre-user-requests/info/${late?.id}` });
  });
});
