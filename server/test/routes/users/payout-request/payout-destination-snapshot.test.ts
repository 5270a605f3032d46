import { maskPixKey } from '@celebra/shared/format';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payouts, purchases } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { expectOtherHost404, expectUserOnly } from '../../../helpers/host-event';
import { insertPayoutDestination, TEST_CPF } from '../../../helpers/payout-destination';

const t = await build();
const admin = await createTestAdmin(t.db);
const admins = await adminHeaders(t.db, admin.id);

/** A host whose event received an approved gift of R$ 100,00 (host's share). */
async function hostWithBalance(amountCents = 10_000) {
  const host = await createTestUser(t.db);
  const eventId = host.event?.id ?? 0;
  await addApproved(eventId, amountCents);
  return { host, eventId, headers: await userHeaders(t.db, host.id) };
}

async function addApproved(eventId: number, userAmountCents: number) {
  await t.db.insert(purchases).values({
    eventId,
    guestEmail: 'convidado@example.com',
    userAmountCents,
    totalPriceCents: userAmountCents,
    percentage: 0,
    status: 'APPROVED',
  });
}

const requestPayout = (eventId: number, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/users/events/${eventId}/payout-requests`, headers });

const payoutsOf = (eventId: number) =>
  t.db.select().from(payouts).where(eq(payouts.eventId, eventId)).orderBy(payouts.id);

const listHostPayouts = (eventId: number, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/users/events/${eventId}/payouts`, headers });

describe('a payout request and the host’s payout destination', () => {
  it('is refused, and nothing is requested, while the host has no destination', async () => {
    const { eventId, headers } = await hostWithBalance();

    const response = await requestPayout(eventId, headers);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Cadastre os dados para repasse antes de solicitar.',
    });
    expect(await payoutsOf(eventId)).toEqual([]);
  });

  it('copies the destination onto the payout, and an earlier payout keeps its copy after a change', async () => {
    const { host, eventId, headers } = await hostWithBalance();
    await insertPayoutDestination(t.db, host.id);
    expect((await requestPayout(eventId, headers)).statusCode).toBe(200);
    const [first] = await payoutsOf(eventId);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payouts/${first?.id}/conclude`,
      headers: admins,
      payload: { paidAmount: 100 },
    });

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/payout-destination',
      headers,
      payload: {
        holderName: 'Ana Souza ME',
        documentType: 'CNPJ',
        document: '12.345.678/0001-95',
        pixKeyType: 'EMAIL',
        pixKey: 'financeiro@anasouza.com.br',
        currentPassword: host.password,
      },
    });
    expect(changed.statusCode).toBe(200);
    await addApproved(eventId, 5_000);
    expect((await requestPayout(eventId, headers)).statusCode).toBe(200);

    expect(await payoutsOf(eventId)).toEqual([
      expect.objectContaining({
        status: 'PAID',
        destinationHolderName: 'Ana Souza',
        destinationDocumentType: 'CPF',
        destinationDocument: TEST_CPF,
        destinationPixKeyType: 'CPF',
        destinationPixKey: TEST_CPF,
      }),
      expect.objectContaining({
        status: 'PENDING',
        requestedAmountCents: 5_000,
        destinationHolderName: 'Ana Souza ME',
        destinationDocumentType: 'CNPJ',
        destinationDocument: '12345678000195',
        destinationPixKeyType: 'EMAIL',
        destinationPixKey: 'financeiro@anasouza.com.br',
      }),
    ]);
  });
});

describe('the administrator’s payouts', () => {
  it('show the holder, the document masked and the Pix key whole while the payout waits; once paid, the key masked too', async () => {
    const { host, eventId, headers } = await hostWithBalance();
    await insertPayoutDestination(t.db, host.id, {
      holderName: 'Ana Souza',
      pixKeyType: 'PHONE',
      pixKey: '+5511987654321',
    });
    await requestPayout(eventId, headers);
    const [payout] = await payoutsOf(eventId);

    const list = await t.app.inject({
      url: '/api/admin/payouts',
      query: { status: 'PENDING' },
      headers: admins,
    });
    const concluded = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payouts/${payout?.id}/conclude`,
      headers: admins,
      payload: { paidAmount: 100 },
    });

    const destination = {
      holderName: 'Ana Souza',
      documentType: 'CPF',
      document: '***.456.789-**',
      pixKeyType: 'PHONE',
      pixKey: '+5511987654321',
    };
    expect(list.json().payouts).toContainEqual(expect.objectContaining({ id: payout?.id, destination }));
    // The transfer is made: the key is no longer needed whole anywhere.
    expect(concluded.json().payout).toMatchObject({
      id: payout?.id,
      status: 'PAID',
      destination: { ...destination, pixKey: maskPixKey('PHONE', '+5511987654321') },
    });
    expect(concluded.body).not.toContain('987654321');
    for (const response of [list, concluded]) expect(response.body).not.toContain(TEST_CPF);
  });
});

describe('GET /api/users/events/{eventId}/payouts', () => {
  it('answers each payout with its timeline, newest first, and the Pix key masked', async () => {
    const { host, eventId, headers } = await hostWithBalance();
    await insertPayoutDestination(t.db, host.id, { pixKeyType: 'EMAIL', pixKey: 'ana@dominio.com' });
    await requestPayout(eventId, headers);
    const [first] = await payoutsOf(eventId);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payouts/${first?.id}/conclude`,
      headers: admins,
      payload: { paidAmount: 99.5, reason: 'Tarifa da transferência descontada' },
    });
    await addApproved(eventId, 2_000);
    await requestPayout(eventId, headers);
    const [paid, pending] = await payoutsOf(eventId);

    const response = await listHostPayouts(eventId, headers);

    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('ana@dominio.com');
    expect(response.body).not.toContain(TEST_CPF);
    expect(response.json()).toEqual({
      success: true,
      message: 'OK',
      payouts: [
        {
          id: pending?.id,
          // R$ 20,00 of new gifts and the R$ 0,50 the first payout did not transfer.
          requestedAmount: 20.5,
          paidAmount: null,
          status: 'PENDING',
          requestedAt: pending?.createdAt.toISOString(),
          paidAt: null,
          closedAt: null,
          closingReason: null,
          destination: { pixKeyType: 'EMAIL', pixKey: 'a***@dominio.com' },
        },
        {
          id: paid?.id,
          requestedAmount: 100,
          paidAmount: 99.5,
          status: 'PAID',
          requestedAt: paid?.createdAt.toISOString(),
          paidAt: paid?.concludedAt?.toISOString(),
          closedAt: null,
          closingReason: null,
          destination: { pixKeyType: 'EMAIL', pixKey: 'a***@dominio.com' },
        },
      ],
    });
  });

  it('is the event owner’s only', async () => {
    const { eventId } = await hostWithBalance();
    await expectUserOnly(t, { url: `/api/users/events/${eventId}/payouts` });
    await expectOtherHost404(t, { url: `/api/users/events/${eventId}/payouts` });
  });
});
