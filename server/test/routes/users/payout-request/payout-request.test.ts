import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payouts, purchases } from '../../../../src/db/schema/index';
import { findBalanceCents } from '../../../../src/domain/payout/find-balance';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { insertPayoutDestination } from '../../../helpers/payout-destination';

const t = await build();
const admin = await createTestAdmin(t.db);

/** A host whose event received approved gifts worth these amounts (centavos, host's share). */
async function hostWithGifts(amounts: number[], status: 'APPROVED' | 'PENDING' | 'RECUSED' = 'APPROVED') {
  const host = await createTestUser(t.db);
  const eventId = host.event?.id ?? 0;
  await insertPayoutDestination(t.db, host.id);
  await addPurchases(eventId, amounts, status);
  return { host, eventId, headers: await userHeaders(t.db, host.id) };
}

async function addPurchases(eventId: number, amounts: number[], status: 'APPROVED' | 'PENDING' | 'RECUSED') {
  if (amounts.length === 0) return;
  await t.db.insert(purchases).values(
    amounts.map((userAmountCents) => ({
      eventId,
      guestEmail: 'convidado@example.com',
      userAmountCents,
      totalPriceCents: userAmountCents,
      percentage: 0,
      status,
    })),
  );
}

const requestPayout = (eventId: number, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/users/events/${eventId}/payout-requests`, headers });

const payoutsOf = (eventId: number) => t.db.select().from(payouts).where(eq(payouts.eventId, eventId));

describe('GET /api/users/events/{eventId}/payout-requests (creates the request)', () => {
  it('asks for the whole available amount, then refuses a second request while it is pending', async () => {
    const { host, eventId, headers } = await hostWithGifts([10_000, 2_550]);
    await addPurchases(eventId, [99_900], 'PENDING');
    await addPurchases(eventId, [50_000], 'RECUSED');

    const response = await requestPayout(eventId, headers);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Solicitação de repasse de R$\u00a0125,50 enviada com sucesso.',
    });
    expect(await payoutsOf(eventId)).toEqual([
      expect.objectContaining({
        userId: host.id,
        requestedAmountCents: 12_550,
        status: 'PENDING',
        paidAmountCents: null,
      }),
    ]);
    expect(await findBalanceCents(t.db, eventId)).toEqual({
      receivedCents: 12_550,
      transferredCents: 0,
      pendingCents: 12_550,
      availableCents: 0,
      heldCents: 0,
      reservedCents: 0,
      boughtCents: 0,
      releases: [],
    });

    const again = await requestPayout(eventId, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'Já existe uma solicitação de repasse pendente para este evento.',
    });
    expect(await payoutsOf(eventId)).toHaveLength(1);
  });

  it('refuses when nothing is available', async () => {
    const { eventId, headers } = await hostWithGifts([], 'APPROVED');

    const response = await requestPayout(eventId, headers);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Não há saldo disponível para repasse.' });
    expect(await payoutsOf(eventId)).toEqual([]);
  });

  it('creates exactly one payout out of 20 simultaneous requests', async () => {
    const { eventId, headers } = await hostWithGifts([30_000]);

    const responses = await Promise.all(Array.from({ length: 20 }, () => requestPayout(eventId, headers)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await payoutsOf(eventId)).toEqual([expect.objectContaining({ requestedAmountCents: 30_000 })]);
  });

  it('the administrator concludes it; the balance moves to transferred and new gifts can be requested', async () => {
    const { eventId, headers } = await hostWithGifts([20_000]);
    await requestPayout(eventId, headers);
    const [payout] = await payoutsOf(eventId);

    const concluded = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payouts/${payout?.id}/conclude`,
      headers: await adminHeaders(t.db, admin.id),
      payload: { paidAmount: 200 },
    });

    expect(concluded.statusCode).toBe(200);
    expect(await findBalanceCents(t.db, eventId)).toEqual({
      receivedCents: 20_000,
      transferredCents: 20_000,
      pendingCents: 0,
      availableCents: 0,
      heldCents: 0,
      reservedCents: 0,
      boughtCents: 0,
      releases: [],
    });
    const totals = await t.app.inject({ url: `/api/users/events/${eventId}/transactions`, headers });
    expect(totals.json()).toMatchObject({
      totalReceived: 200,
      totalTransferred: 200,
      totalPending: 0,
      totalAvailable: 0,
    });

    expect((await requestPayout(eventId, headers)).statusCode).toBe(400);
    await addPurchases(eventId, [5_000], 'APPROVED');
    const next = await requestPayout(eventId, headers);
    expect(next.statusCode).toBe(200);
    expect((await payoutsOf(eventId)).map((p) => [p.status, p.requestedAmountCents])).toEqual(
      expect.arrayContaining([
        ['PAID', 20_000],
        ['PENDING', 5_000],
      ]),
    );
  });

  it('answers 404 for another host’s event and 401 without a sign-in', async () => {
    const { eventId } = await hostWithGifts([10_000]);
    const stranger = await createTestUser(t.db);

    const other = await requestPayout(eventId, await userHeaders(t.db, stranger.id));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, message: 'Evento não encontrado.' });

    expect((await requestPayout(eventId, {})).statusCode).toBe(401);
    const adminToken = await adminHeaders(t.db, admin.id);
    expect(
      (
        await requestPayout(eventId, {
          authorization: adminToken.authorization,
          'x-user-id': String(stranger.id),
        })
      ).statusCode,
    ).toBe(401);
    expect(await payoutsOf(eventId)).toEqual([]);
  });
});
