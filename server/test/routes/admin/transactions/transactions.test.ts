import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { insertPurchase } from '../../../helpers/admin-fixtures';
import { buildWithPayments } from '../../../helpers/payments';

// The provider's stand-in: a status set by hand is checked against it.
const { t } = await buildWithPayments();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

const host = await createTestUser(t.db);
const eventId = host.event?.id ?? 0;
const base = Date.UTC(2025, 4, 1, 12);
const pending: Awaited<ReturnType<typeof insertPurchase>>[] = [];
for (let i = 0; i < 21; i++) {
  pending.push(
    await insertPurchase(t.db, eventId, {
      status: 'PENDING',
      guestName: `Convidado ${i}`,
      createdAt: new Date(base + i * 60_000),
      items: [{ giftName: 'Panela', unitPriceCents: 10_000 + i, quantity: 1 }],
    }),
  );
}
const approved = await insertPurchase(t.db, eventId, {
  guestName: '',
  guestEmail: 'anonimo@teste.dev',
  totalPriceCents: 11_250,
  percentage: 12.5,
  createdAt: new Date(base - 60_000),
});

async function list(query: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/admin/transactions', query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/admin/transactions', () => {
  it('lists pending transactions by default, newest first, 20 a page', async () => {
    const first = await list({});
    expect(first.totalPages).toBe(2);
    expect(first.transactions).toHaveLength(20);
    expect(first.transactions[0]).toEqual({
      id: pending[20]?.id,
      event: { id: eventId, title: 'Casamento de Ana', userId: host.id },
      providerPaymentId: null,
      guestName: 'Convidado 20',
      guestEmail: 'bruno@teste.dev',
      userAmount: 100.2,
      totalPrice: 110.22,
      percentage: 10,
      feeCoveredByGuest: true,
      installments: null,
      status: 'PENDING',
      state: 'PENDING',
      remainingAmount: 0,
      createdAt: new Date(base + 20 * 60_000).toISOString(),
      manualStatus: null,
    });
    const second = await list({ page: '2' });
    expect(second.transactions.map((row: { id: number }) => row.id)).toEqual([pending[0]?.id]);
  });

  it('filters on the status', async () => {
    const body = await list({ status: 'APPROVED' });
    expect(body.transactions).toEqual([
      {
        id: approved.id,
        event: { id: eventId, title: 'Casamento de Ana', userId: host.id },
        providerPaymentId: null,
        guestName: '',
        guestEmail: 'anonimo@teste.dev',
        userAmount: 100,
        totalPrice: 112.5,
        percentage: 12.5,
        feeCoveredByGuest: true,
        installments: null,
        status: 'APPROVED',
        state: 'APPROVED',
        remainingAmount: 112.5,
        createdAt: new Date(base - 60_000).toISOString(),
        manualStatus: null,
      },
    ]);
    expect(await list({ status: 'RECUSED' })).toMatchObject({ transactions: [], totalPages: 0 });
  });

  it('refuses an unknown status', async () => {
    const response = await t.app.inject({
      url: '/api/admin/transactions',
      query: { status: 'PAID' },
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Status inválido.' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/transactions' });
  });
});

describe('PUT /api/admin/transactions/{id}/status', () => {
  const setStatus = (id: number, status: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/transactions/${id}/status`,
      headers,
      payload: { status, reason: 'Conferido no Mercado Pago' },
    });
  const totals = async (id: number) =>
    (await t.app.inject({ url: `/api/admin/events/${id}/transactions`, headers })).json();

  it("sets the statuses the provider does not contradict, and the event's totals follow", async () => {
    const { event } = await createTestUser(t.db);
    const id = event?.id ?? 0;
    // Never paid: the provider has no payment for it.
    const purchase = await insertPurchase(t.db, id, { status: 'PENDING' });
    expect(await totals(id)).toMatchObject({ totalReceived: 0, totalAvailable: 0 });

    const approvedResponse = await setStatus(purchase.id, 'APPROVED');
    expect(approvedResponse.statusCode).toBe(409);
    expect(await totals(id)).toMatchObject({ totalReceived: 0, totalAvailable: 0 });

    for (const status of ['CANCELLED', 'RECUSED', 'PENDING'] as const) {
      const response = await setStatus(purchase.id, status);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Status da transação atualizado com sucesso.',
        transaction: expect.objectContaining({ id: purchase.id, status, userAmount: 100 }),
      });
      const [stored] = await t.db.select().from(purchases).where(eq(purchases.id, purchase.id));
      expect(stored?.status).toBe(status);
      expect(await totals(id)).toMatchObject({ totalReceived: 0, totalAvailable: 0 });
    }
  });

  it('records who set the status by hand and when; the transaction answers say so', async () => {
    const { event } = await createTestUser(t.db);
    const purchase = await insertPurchase(t.db, event?.id ?? 0, { status: 'PENDING' });
    const before = Date.now();

    const response = await setStatus(purchase.id, 'CANCELLED');

    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(stored?.statusSetByAdminId).toBe(admin.id);
    expect(stored?.statusSetAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const manualStatus = {
      by: `${admin.firstName} ${admin.lastName} (${admin.email})`.replace('  ', ' '),
      at: stored?.statusSetAt?.toISOString(),
    };
    expect(response.json().transaction.manualStatus).toEqual(manualStatus);
    const listed = await list({ status: 'CANCELLED', limit: '100' });
    expect(listed.transactions.find((row: { id: number }) => row.id === purchase.id)?.manualStatus).toEqual(
      manualStatus,
    );
    // One never set by hand says nothing of the kind.
    expect(
      (await list({ status: 'APPROVED', limit: '100' })).transactions.find(
        (row: { id: number }) => row.id === approved.id,
      )?.manualStatus,
    ).toBeNull();
  });

  it.each(['approved', 'PAID', '', 1])('refuses %o', async (status) => {
    const response = await setStatus(approved.id, status);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Status inválido.' });
  });

  it('answers 404 for an unknown transaction', async () => {
    const response = await setStatus(999999, 'APPROVED');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Transação não encontrada.' });
  });

  it('is for administrators only', async () => {
    const purchase = pending[0];
    await expectAdminOnly(t, {
      method: 'PUT',
      url: `/api/admin/transactions/${purchase?.id}/status`,
      payload: { status: 'APPROVED', reason: 'Conferido no Mercado Pago' },
    });
    const [stored] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchase?.id ?? 0));
    expect(stored?.status).toBe('PENDING');
  });
});
