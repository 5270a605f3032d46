import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, payouts, users } from '../../../../src/db/schema/index';
import { findBalanceCents } from '../../../../src/domain/payout/find-balance';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { insertPayout, insertPurchase } from '../../../helpers/admin-fixtures';
import { build } from '../../../helpers/build';
import { waitForLockWaiters } from '../../../helpers/lock-waiters';
import { TEST_CPF } from '../../../helpers/payout-destination';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

// 22 hosts with an event and a pending payout each (one pending payout per event), a minute apart.
const hosts = await t.db
  .insert(users)
  .values(
    Array.from({ length: 22 }, (_, i) => ({
      firstName: `Host${i}`,
      lastName: 'Silva',
      email: `host${i}@repasse.dev`,
      phoneNumber: '(11) 90000-0000',
      passwordHash: 'x',
    })),
  )
  .returning();
const hostEvents = await t.db
  .insert(events)
  .values(hosts.map((host, i) => ({ userId: host.id, title: `Evento ${i}`, slug: `repasse-${i}` })))
  .returning();
const base = Date.UTC(2025, 4, 1, 12);
const pendingList = await t.db
  .insert(payouts)
  .values(
    hostEvents.map((event, i) => ({
      eventId: event.id,
      userId: event.userId,
      requestedAmountCents: 10_000 + i,
      createdAt: new Date(base + i * 60_000),
    })),
  )
  .returning();
const [paid] = await t.db
  .insert(payouts)
  .values({
    eventId: hostEvents[0]?.id ?? 0,
    userId: hosts[0]?.id ?? 0,
    requestedAmountCents: 5_000,
    paidAmountCents: 4_990,
    status: 'PAID',
    createdAt: new Date(base - 60_000),
  })
  .returning();

async function list(query: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/admin/payouts', query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/admin/payouts', () => {
  it('lists pending payouts by default, newest first, 20 a page', async () => {
    const first = await list({});
    expect(first.totalPages).toBe(2);
    // The rows of every page together, which the back office shows ('35 registros').
    expect(Math.ceil(first.total / 20)).toBe(first.totalPages);
    expect(first.payouts).toHaveLength(20);
    expect(first.payouts[0]).toEqual({
      id: pendingList[21]?.id,
      eventId: hostEvents[21]?.id,
      userId: hosts[21]?.id,
      user: { firstName: 'Host21', lastName: 'Silva' },
      event: { title: 'Evento 21' },
      requestedAmount: 100.21,
      paidAmount: null,
      status: 'PENDING',
      createdAt: new Date(base + 21 * 60_000).toISOString(),
      // Requested before payout destinations existed: no copy of one.
      destination: null,
      concludedAt: null,
      concludedBy: null,
      endToEndId: null,
      closingReason: null,
    });
    const second = await list({ page: '2' });
    expect(second.payouts.map((payout: { id: number }) => payout.id)).toEqual([
      pendingList[1]?.id,
      pendingList[0]?.id,
    ]);
  });

  it('filters on the status', async () => {
    const body = await list({ status: 'PAID' });
    expect(body.payouts).toEqual([
      expect.objectContaining({ id: paid?.id, status: 'PAID', requestedAmount: 50, paidAmount: 49.9 }),
    ]);
    expect(body.totalPages).toBe(1);
    expect(await list({ status: 'FAILED' })).toMatchObject({ payouts: [], total: 0, totalPages: 0 });
  });

  it('refuses an unknown status', async () => {
    const response = await t.app.inject({ url: '/api/admin/payouts', query: { status: 'pending' }, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Status inválido.' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/payouts' });
  });
});

describe('PUT /api/admin/payouts/{id}/conclude', () => {
  async function pendingPayout(requestedAmountCents = 30_000) {
    const host = await createTestUser(t.db);
    const eventId = host.event?.id ?? 0;
    await insertPurchase(t.db, eventId, {
      items: [{ giftName: 'Panela', unitPriceCents: 50_000, quantity: 1 }],
    });
    const payout = await insertPayout(t.db, {
      eventId,
      userId: host.id,
      requestedAmountCents,
      destinationHolderName: 'Ana Souza',
      destinationDocumentType: 'CPF',
      destinationDocument: TEST_CPF,
      destinationPixKeyType: 'EMAIL',
      destinationPixKey: 'ana.souza@dominio.com',
    });
    return { payout, eventId };
  }

  const conclude = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/payouts/${id}/conclude`, headers, payload });

  it('records a partial payment with its reason and who concluded it; the rest is available again', async () => {
    const { payout, eventId } = await pendingPayout();
    expect(await findBalanceCents(t.db, eventId)).toMatchObject({
      pendingCents: 30_000,
      availableCents: 20_000,
    });

    const response = await conclude(payout.id, { paidAmount: 299.9, reason: ' Tarifa do banco ' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      payout: expect.objectContaining({
        id: payout.id,
        status: 'PAID',
        requestedAmount: 300,
        paidAmount: 299.9,
      }),
    });
    const [stored] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(stored).toMatchObject({
      status: 'PAID',
      paidAmountCents: 29_990,
      shortfallReason: 'Tarifa do banco',
      concludedByAdminId: admin.id,
    });
    expect(stored?.concludedAt).toBeInstanceOf(Date);
    // 500,00 received − 299,90 paid: the 0,10 not paid is the host's to request again.
    expect(await findBalanceCents(t.db, eventId)).toEqual({
      receivedCents: 50_000,
      transferredCents: 29_990,
      pendingCents: 0,
      availableCents: 20_010,
      heldCents: 0,
      reservedCents: 0,
      boughtCents: 0,
      releases: [],
    });
  });

  it('records a full payment without a reason', async () => {
    const { payout, eventId } = await pendingPayout();

    const response = await conclude(payout.id, { paidAmount: 300 });

    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(stored).toMatchObject({
      status: 'PAID',
      paidAmountCents: 30_000,
      shortfallReason: null,
      concludedByAdminId: admin.id,
    });
    expect(await findBalanceCents(t.db, eventId)).toMatchObject({ pendingCents: 0, availableCents: 20_000 });
  });

  it('refuses more than requested, naming the field and the requested amount', async () => {
    const { payout, eventId } = await pendingPayout();

    const response = await conclude(payout.id, { paidAmount: 300.01, reason: 'x' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'O campo Valor pago não pode ser maior que o valor solicitado (R$\u00a0300,00).',
    });
    const [stored] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(stored?.status).toBe('PENDING');
    expect(await findBalanceCents(t.db, eventId)).toMatchObject({ pendingCents: 30_000 });
  });

  it.each([{}, { reason: '' }, { reason: '   ' }, { reason: null }])(
    'refuses less than requested without a reason (%o)',
    async (extra) => {
      const { payout } = await pendingPayout();

      const response = await conclude(payout.id, { paidAmount: 100, ...extra });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'O campo Motivo é obrigatório quando o valor pago é menor que o solicitado.',
      });
      const [stored] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
      expect(stored?.status).toBe('PENDING');
    },
  );

  it('refuses a reason that is not text or too long, naming the field', async () => {
    const { payout } = await pendingPayout();
    for (const reason of [42, 'x'.repeat(5001)]) {
      const response = await conclude(payout.id, { paidAmount: 100, reason });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Motivo/);
    }
  });

  it.each([{ paidAmount: 0 }, { paidAmount: -10 }, { paidAmount: 'abc' }, {}])(
    'refuses %o, asking for a valid payout amount',
    async (payload) => {
      const { payout } = await pendingPayout();
      const response = await conclude(payout.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Por favor, insira um valor válido para o repasse.',
      });
      const [stored] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
      expect(stored?.status).toBe('PENDING');
    },
  );

  it('refuses a payout that is not pending with a 409', async () => {
    const response = await conclude(paid?.id ?? 0, { paidAmount: 10 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Apenas repasses pendentes podem ser concluídos.',
    });
    const [stored] = await t.db
      .select()
      .from(payouts)
      .where(eq(payouts.id, paid?.id ?? 0));
    expect(stored?.paidAmountCents).toBe(4_990);
  });

  it('concludes once when two administrators conclude at the same time', async () => {
    const { payout } = await pendingPayout();

    // Both requests are made while another transaction holds the row, so both have read it
    // before either can write: only the row lock keeps the second from concluding it again.
    let both: Promise<Awaited<ReturnType<typeof conclude>>[]> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.select().from(payouts).where(eq(payouts.id, payout.id)).for('update');
      both = Promise.all([
        conclude(payout.id, { paidAmount: 100, reason: 'Parcial' }),
        conclude(payout.id, { paidAmount: 200, reason: 'Parcial' }),
      ]);
      await waitForLockWaiters(t.db, 2);
    });
    const responses = (await both) ?? [];

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.statusCode === 200)?.json().payout.paidAmount;
    const [stored] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(stored?.paidAmountCents).toBe(winner * 100);
  });

  it('answers 404 for an unknown payout', async () => {
    const response = await conclude(999999, { paidAmount: 10 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Repasse não encontrado.' });
  });

  it('is for administrators only', async () => {
    const { payout } = await pendingPayout();
    await expectAdminOnly(t, {
      method: 'PUT',
      url: `/api/admin/payouts/${payout.id}/conclude`,
      payload: { paidAmount: 1 },
    });
    const [stored] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(stored?.status).toBe('PENDING');
  });
});
