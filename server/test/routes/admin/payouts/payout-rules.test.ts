import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, chargebacks, ledgerEntries, payouts, purchases } from '../../../../src/db/schema/index';
import { findBalanceCents } from '../../../../src/domain/payout/find-balance';
import { setHoldingDays } from '../../../domain/ledger/set-holding-days';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { insertPayout, insertPurchase } from '../../../helpers/admin-fixtures';
import { build } from '../../../helpers/build';
import { TEST_CPF } from '../../../helpers/payout-destination';

const t = await build();
const admin = await createTestAdmin(t.db, { firstName: 'Olga', lastName: 'Operadora' });
const headers = await adminHeaders(t.db, admin.id);

const destination = {
  destinationHolderName: 'Ana Souza',
  destinationDocumentType: 'CPF' as const,
  destinationDocument: TEST_CPF,
  destinationPixKeyType: 'EMAIL' as const,
  destinationPixKey: 'ana.souza@dominio.com',
};
const END_TO_END_ID = 'E12345678202611291030AbCdEf12345';

/**
 * A host whose two gifts (R$ 500,00 and R$ 489,70) were credited and who asked for the whole
 * R$ 989,70; `refunded` takes the second gift back after the request, as a guest's refund would.
 */
async function requestedPayout({ refunded = false, withDestination = true } = {}) {
  const host = await createTestUser(t.db);
  const eventId = host.event?.id ?? 0;
  await insertPurchase(t.db, eventId, {
    items: [{ giftName: 'Panela', unitPriceCents: 50_000, quantity: 1 }],
  });
  const second = await insertPurchase(t.db, eventId, {
    items: [{ giftName: 'Faqueiro', unitPriceCents: 48_970, quantity: 1 }],
  });
  const payout = await insertPayout(t.db, {
    eventId,
    userId: host.id,
    requestedAmountCents: 98_970,
    createdAt: new Date(Date.now() - 60_000),
    ...(withDestination ? destination : {}),
  });
  if (refunded) await t.db.update(purchases).set({ status: 'CANCELLED' }).where(eq(purchases.id, second.id));
  return { host, eventId, payout, second };
}

const conclude = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/payouts/${id}/conclude`, headers, payload });
const close = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/payouts/${id}/close`, headers, payload });

const statusOf = async (id: number) =>
  (await t.db.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, id)))[0]?.status;
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'payout'), eq(auditLog.entityId, String(id))));

describe("'Concluir Repasse' against the host's money now", () => {
  it('refuses to pay a payout whose gifts were refunded after the request, naming the figures in R$', async () => {
    const { payout, eventId } = await requestedPayout({ refunded: true });

    const response = await conclude(payout.id, { paidAmount: 989.7 });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message:
        'O saldo do anfitrião não cobre este repasse: a pagar R$\u00a0989,70, disponível R$\u00a0500,00 ' +
        '(saldo atual −R$\u00a0489,70 + R$\u00a0989,70 reservados por este repasse − R$\u00a00,00 a liberar). ' +
        'Para pagar assim mesmo, preencha o campo Motivo para pagar sem saldo.',
    });
    expect(await statusOf(payout.id)).toBe('PENDING');
    expect(await auditOf(payout.id)).toEqual([]);
    expect(await findBalanceCents(t.db, eventId)).toMatchObject({
      pendingCents: 98_970,
      transferredCents: 0,
    });
  });

  it('pays what the money still covers, without an override', async () => {
    const { payout } = await requestedPayout({ refunded: true });

    const response = await conclude(payout.id, { paidAmount: 500, reason: 'Um presente foi estornado' });

    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(payout.id)).toBe('PAID');
  });

  it('pays over the balance with an override reason, recorded on the payout and audited with the figures', async () => {
    const { payout, eventId } = await requestedPayout({ refunded: true });

    const response = await conclude(payout.id, {
      paidAmount: 989.7,
      overrideReason: ' Transferência já feita antes do estorno ',
      endToEndId: END_TO_END_ID,
    });

    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(stored).toMatchObject({
      status: 'PAID',
      paidAmountCents: 98_970,
      balanceOverrideReason: 'Transferência já feita antes do estorno',
      endToEndId: END_TO_END_ID,
      concludedByAdminId: admin.id,
    });
    expect(await auditOf(payout.id)).toEqual([
      expect.objectContaining({
        actorKind: 'admin',
        actorId: admin.id,
        action: 'payout.concluded-over-balance',
        before: { status: 'PENDING', requestedAmount: 989.7, balance: -489.7, coverable: 500 },
        after: expect.objectContaining({
          status: 'PAID',
          paidAmount: 989.7,
          endToEndId: END_TO_END_ID,
          balanceOverrideReason: 'Transferência já feita antes do estorno',
          balance: -489.7,
        }),
      }),
    ]);
    expect((await findBalanceCents(t.db, eventId)).negativeBalanceCents).toBe(-48_970);
  });

  it('an override reason changes nothing when the money covers the payout', async () => {
    const { payout } = await requestedPayout();

    const response = await conclude(payout.id, { paidAmount: 989.7, overrideReason: 'Sem necessidade' });

    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(stored?.balanceOverrideReason).toBeNull();
    expect((await auditOf(payout.id)).map((row) => row.action)).toEqual(['payout.concluded']);
  });

  it('money still on hold does not cover a payout', async () => {
    const { payout, eventId } = await requestedPayout({ refunded: true });
    // A holding period of 30 days, set after the request, and a new gift: every gift of the last 30
    // days is in the balance but not the host's to take yet (the setting applies to gifts on hold).
    await setHoldingDays(t.db, 30);
    try {
      await insertPurchase(t.db, eventId, {
        items: [{ giftName: 'Toalhas', unitPriceCents: 60_000, quantity: 1 }],
      });
      const response = await conclude(payout.id, { paidAmount: 989.7 });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain(
        'disponível R$\u00a00,00 (saldo atual R$\u00a0110,30 + R$\u00a0989,70 reservados por este repasse − R$\u00a01.100,00 a liberar)',
      );
    } finally {
      await setHoldingDays(t.db, 0);
    }
  });

  it('refuses a payout with no destination to pay to, saying what to do', async () => {
    const { payout } = await requestedPayout({ withDestination: false });

    const response = await conclude(payout.id, { paidAmount: 989.7 });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message:
        'Este repasse não tem dados para repasse (chave Pix) e não pode ser concluído. Marque-o como Cancelado: o valor volta ao saldo do anfitrião, que cadastra os dados e solicita de novo.',
    });
    expect(await statusOf(payout.id)).toBe('PENDING');
  });

  it('refuses an end-to-end id that is not a Pix one, naming the field', async () => {
    const { payout } = await requestedPayout();
    for (const endToEndId of ['E123', `${END_TO_END_ID}9`, 'X12345678202611291030AbCdEf12345', 7]) {
      const response = await conclude(payout.id, { paidAmount: 989.7, endToEndId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^O campo ID da transação Pix deve ter 32 caracteres/);
    }
    expect(await statusOf(payout.id)).toBe('PENDING');
  });

  it('refuses an override reason that is not text or too long, naming the field', async () => {
    const { payout } = await requestedPayout({ refunded: true });
    for (const overrideReason of [42, 'x'.repeat(5001)]) {
      const response = await conclude(payout.id, { paidAmount: 989.7, overrideReason });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Motivo para pagar sem saldo/);
    }
  });
});

describe("PUT /api/admin/payouts/{id}/close: 'Falhou' and 'Cancelado'", () => {
  it.each([
    ['FAILED', 'payout.failed', 'Repasse marcado como Falhou: o valor voltou ao saldo do anfitrião.'],
    ['CANCELLED', 'payout.cancelled', 'Repasse cancelado: o valor voltou ao saldo do anfitrião.'],
  ] as const)(
    '%s gives the money back to the host through the ledger, audited',
    async (status, action, message) => {
      const { payout, eventId } = await requestedPayout();
      expect(await findBalanceCents(t.db, eventId)).toMatchObject({
        availableCents: 0,
        pendingCents: 98_970,
      });

      const response = await close(payout.id, { status, reason: ' Chave Pix não existe no banco ' });

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message,
        payout: expect.objectContaining({
          id: payout.id,
          status,
          closingReason: 'Chave Pix não existe no banco',
          concludedBy: { id: admin.id, name: 'Olga Operadora' },
          concludedAt: expect.any(String),
        }),
      });
      const entries = await t.db
        .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.payoutId, payout.id));
      expect(entries).toEqual(
        expect.arrayContaining([
          { kind: 'PAYOUT_REQUESTED', amountCents: -98_970 },
          { kind: 'PAYOUT_CANCELLED', amountCents: 98_970 },
        ]),
      );
      expect(await findBalanceCents(t.db, eventId)).toMatchObject({
        availableCents: 98_970,
        pendingCents: 0,
      });
      expect(await auditOf(payout.id)).toEqual([
        expect.objectContaining({
          actorKind: 'admin',
          actorId: admin.id,
          action,
          before: { status: 'PENDING', requestedAmount: 989.7 },
          after: { status, reason: 'Chave Pix não existe no banco', returnedAmount: 989.7 },
        }),
      ]);
      // Once it failed, it can neither be concluded nor closed again.
      expect((await conclude(payout.id, { paidAmount: 989.7 })).statusCode).toBe(409);
      const again = await close(payout.id, { status: 'CANCELLED', reason: 'De novo' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        success: false,
        message: 'Apenas repasses pendentes podem ser marcados como Falhou ou Cancelado.',
      });
    },
  );

  it('a payout with no destination can be cancelled', async () => {
    const { payout } = await requestedPayout({ withDestination: false });
    const response = await close(payout.id, { status: 'CANCELLED', reason: 'Sem chave Pix' });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(payout.id)).toBe('CANCELLED');
  });

  it('refuses a paid payout', async () => {
    const { payout } = await requestedPayout();
    expect((await conclude(payout.id, { paidAmount: 989.7 })).statusCode).toBe(200);
    const response = await close(payout.id, { status: 'FAILED', reason: 'Devolvido pelo banco' });
    expect(response.statusCode).toBe(409);
    expect(await statusOf(payout.id)).toBe('PAID');
  });

  it.each([
    [{ status: 'FAILED' }, 'O campo Motivo é obrigatório para marcar o repasse como Falhou ou Cancelado.'],
    [
      { status: 'FAILED', reason: '   ' },
      'O campo Motivo é obrigatório para marcar o repasse como Falhou ou Cancelado.',
    ],
    [{ status: 'PAID', reason: 'x' }, 'O campo Novo status deve ser Falhou ou Cancelado.'],
    [{ reason: 'x' }, 'O campo Novo status deve ser Falhou ou Cancelado.'],
  ])('refuses %o, naming the field', async (payload, message) => {
    const { payout } = await requestedPayout();
    const response = await close(payout.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await statusOf(payout.id)).toBe('PENDING');
  });

  it('answers 404 for an unknown payout', async () => {
    const response = await close(999_999, { status: 'FAILED', reason: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Repasse não encontrado.' });
  });

  it('closes once when two administrators act at the same time', async () => {
    const { payout } = await requestedPayout();
    const responses = await Promise.all([
      close(payout.id, { status: 'FAILED', reason: 'Banco recusou' }),
      conclude(payout.id, { paidAmount: 989.7 }),
      close(payout.id, { status: 'CANCELLED', reason: 'Cancelado' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, payout.id));
    expect(entries).toHaveLength(2);
  });

  it('is for administrators only', async () => {
    const { payout } = await requestedPayout();
    await expectAdminOnly(t, {
      method: 'PUT',
      url: `/api/admin/payouts/${payout.id}/close`,
      payload: { status: 'FAILED', reason: 'x' },
    });
    expect(await statusOf(payout.id)).toBe('PENDING');
  });
});

describe('GET /api/admin/payouts/{id}: the record page', () => {
  it('a pending payout: its destination to pay to, its history and what covers it now', async () => {
    const { payout, host, eventId, second } = await requestedPayout({ refunded: true });
    await t.db.insert(chargebacks).values({
      purchaseId: second.id,
      providerChargebackId: `cb-${payout.id}`,
      providerPaymentId: 'pay-1',
      amountCents: 53_867,
      documentationRequired: true,
      documentationDeadline: new Date(Date.now() + 86_400_000),
    });

    const response = await t.app.inject({ url: `/api/admin/payouts/${payout.id}`, headers });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(TEST_CPF);
    expect(response.json().payout).toEqual(
      expect.objectContaining({
        id: payout.id,
        eventId,
        userId: host.id,
        status: 'PENDING',
        destination: expect.objectContaining({ pixKey: 'ana.souza@dominio.com', document: '***.456.789-**' }),
        concludedAt: null,
        concludedBy: null,
        endToEndId: null,
        history: [
          {
            status: 'PENDING',
            at: payout.createdAt.toISOString(),
            by: `${host.firstName} ${host.lastName}`,
            reason: null,
          },
        ],
        cover: {
          balance: -489.7,
          held: 0,
          reserved: 989.7,
          coverable: 500,
          refundsSinceRequest: { count: 1, amount: 489.7 },
          openChargebacks: { count: 1, amount: 538.67 },
        },
      }),
    );
  });

  it('a failed payout: who failed it, when and why; the key masked; no cover', async () => {
    const { payout } = await requestedPayout();
    await close(payout.id, { status: 'FAILED', reason: 'Conta encerrada' });

    const record = (await t.app.inject({ url: `/api/admin/payouts/${payout.id}`, headers })).json().payout;

    expect(record.destination.pixKey).toBe('a***@dominio.com');
    expect(record.cover).toBeNull();
    expect(record.history).toEqual([
      expect.objectContaining({ status: 'PENDING' }),
      { status: 'FAILED', at: record.concludedAt, by: 'Olga Operadora', reason: 'Conta encerrada' },
    ]);
  });

  it('answers 404 for an unknown payout and 400 for a bad id', async () => {
    const missing = await t.app.inject({ url: '/api/admin/payouts/999999', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Repasse não encontrado.' });
    const bad = await t.app.inject({ url: '/api/admin/payouts/abc', headers });
    expect(bad.statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const { payout } = await requestedPayout();
    await expectAdminOnly(t, { url: `/api/admin/payouts/${payout.id}` });
  });
});

describe('GET /api/admin/payouts by event and host', () => {
  it('narrows the list to one event or one host, with the paid date and who paid', async () => {
    const first = await requestedPayout();
    const other = await requestedPayout();
    await conclude(first.payout.id, { paidAmount: 989.7, endToEndId: END_TO_END_ID });

    const list = async (query: Record<string, string>) => {
      const response = await t.app.inject({ url: '/api/admin/payouts', query, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const byEvent = await list({ status: 'PAID', eventId: String(first.eventId) });
    expect(byEvent.totalPages).toBe(1);
    expect(byEvent.payouts).toEqual([
      expect.objectContaining({
        id: first.payout.id,
        concludedAt: expect.any(String),
        concludedBy: { id: admin.id, name: 'Olga Operadora' },
        endToEndId: END_TO_END_ID,
      }),
    ]);
    expect((await list({ status: 'PAID', userId: String(other.host.id) })).payouts).toEqual([]);
    const byHost = await list({ userId: String(other.host.id) });
    expect(byHost.payouts.map((payout: { id: number }) => payout.id)).toEqual([other.payout.id]);
  });

  it('refuses an event or host id that is not one, naming the field', async () => {
    const fields: [string, string][] = [
      ['eventId', 'ID do evento'],
      ['userId', 'ID do usuário'],
    ];
    for (const [field, label] of fields) {
      const response = await t.app.inject({ url: '/api/admin/payouts', query: { [field]: 'abc' }, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(label);
    }
  });
});

describe('negative balances', () => {
  it('lists the events below zero, and the dashboard counts them', async () => {
    const before = (await t.app.inject({ url: '/api/admin/dashboard/retrieve', headers })).json().totals;
    const { payout, eventId, host } = await requestedPayout({ refunded: true });
    await conclude(payout.id, { paidAmount: 989.7, overrideReason: 'Já transferido' });

    const response = await t.app.inject({ url: '/api/admin/negative-balances', headers });

    expect(response.statusCode).toBe(200);
    expect(response.json().balances).toContainEqual({
      eventId,
      title: expect.any(String),
      userId: host.id,
      hostName: `${host.firstName} ${host.lastName}`,
      balance: -489.7,
    });
    const after = (await t.app.inject({ url: '/api/admin/dashboard/retrieve', headers })).json().totals;
    expect(after.negativeBalances).toEqual({
      count: before.negativeBalances.count + 1,
      total: Math.round((before.negativeBalances.total - 489.7) * 100) / 100,
    });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/negative-balances' });
  });
});
