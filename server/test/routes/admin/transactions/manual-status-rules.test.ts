import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries, purchases } from '../../../../src/db/schema/index';
import { findBalanceCents } from '../../../../src/domain/payout/find-balance';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { addGiftsToEvent, buildWithPayments, setPlatformFees } from '../../../helpers/payments';

/**
 * 'Alterar status' checked live against the provider's word: a status set by hand never credits
 * money the provider does not hold, nor undoes an approval the provider still holds; otherwise it
 * needs a reason, kept in the audit log.
 */
const { t, checkout, notify, setProviderStatus, payQuietly } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 10 });
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

/** A guest's purchase of a R$ 100,00 gift, paid at the stand-in as `decision`. */
async function purchase(decision: 'approve' | 'pending' | 'none', quietly = false) {
  const host = await createTestUser(t.db);
  const eventId = host.event?.id ?? 0;
  const [gift] = await addGiftsToEvent(t.db, eventId, [10_000]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    payload: {
      eventId,
      name: 'Carla Dias',
      email: 'carla@example.com',
      items: [{ id: gift?.id, quantity: 1 }],
    },
  });
  expect(response.statusCode).toBe(200);
  const { paymentLink } = response.json() as { paymentLink: string };
  let paymentId = '';
  if (decision !== 'none') {
    paymentId = quietly
      ? await payQuietly(paymentLink, decision)
      : (await checkout(paymentLink, decision)).paymentId;
  }
  const [row] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
  if (!row) throw new Error('purchase not stored');
  return { eventId, paymentId, purchaseId: row.id };
}

const setStatus = (purchaseId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/transactions/${purchaseId}/status`, headers, payload });

const ledgerOf = (purchaseId: number) =>
  t.db
    .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.purchaseId, purchaseId))
    .orderBy(asc(ledgerEntries.id));

const statusAudits = (purchaseId: number) =>
  t.db
    .select({ before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'purchase'),
        eq(auditLog.entityId, String(purchaseId)),
        eq(auditLog.action, 'purchase.status-set'),
      ),
    );

describe('PUT /api/admin/transactions/{id}/status against the provider', () => {
  it("refuses 'Aprovado' for a purchase refunded at the provider: the host is not credited again", async () => {
    const { eventId, purchaseId } = await purchase('approve');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/transactions/${purchaseId}/refund`,
          headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    const before = await ledgerOf(purchaseId);

    const response = await setStatus(purchaseId, { status: 'APPROVED', reason: 'O convidado pediu' });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'O Mercado Pago informa este pagamento como "Estornado": o status "Aprovado" o contradiz e não foi aplicado.',
    );
    expect(await ledgerOf(purchaseId)).toEqual(before);
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(0);
    expect(await statusAudits(purchaseId)).toEqual([]);
  });

  it("refuses 'Aprovado' for a charged-back purchase", async () => {
    const { paymentId, purchaseId } = await purchase('approve');
    await setProviderStatus(paymentId, 'charged_back');
    await notify(paymentId);
    const response = await setStatus(purchaseId, { status: 'APPROVED', reason: 'Contestação encerrada' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('"Contestado"');
  });

  it("refuses 'Aprovado' for a pending purchase the provider does not report approved: no money never received", async () => {
    const { eventId, purchaseId } = await purchase('pending');
    const response = await setStatus(purchaseId, {
      status: 'APPROVED',
      reason: 'O convidado mandou o comprovante',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('"Pendente"');
    expect(await ledgerOf(purchaseId)).toEqual([]);
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(0);

    const unpaid = await purchase('none');
    const noPayment = await setStatus(unpaid.purchaseId, { status: 'APPROVED', reason: 'Pagou por fora' });
    expect(noPayment.statusCode).toBe(409);
    expect(noPayment.json().message).toContain('"sem pagamento"');
  });

  it("refuses 'Cancelado' of a purchase the provider holds approved, pointing to 'Reembolsar': no Estorno is written", async () => {
    const { eventId, purchaseId } = await purchase('approve');
    const response = await setStatus(purchaseId, { status: 'CANCELLED', reason: 'Convidado desistiu' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Este pagamento está aprovado no Mercado Pago: para devolver o dinheiro ao convidado, use "Reembolsar".',
    );
    expect((await ledgerOf(purchaseId)).map((entry) => entry.kind)).toEqual(['GIFT_CREDITED', 'FEE_KEPT']);
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(10_000);
  });

  it('needs a reason, in Portuguese, naming the field', async () => {
    const { purchaseId } = await purchase('none');
    for (const payload of [{ status: 'CANCELLED' }, { status: 'CANCELLED', reason: '  ' }]) {
      const response = await setStatus(purchaseId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Informe o motivo da alteração');
    }
  });

  it('applies a change the provider agrees with, and audits it with the reason and what the provider said', async () => {
    // Approved at the provider, its notification lost: setting it 'Aprovado' by hand is right.
    const { eventId, purchaseId } = await purchase('approve', true);
    const response = await setStatus(purchaseId, {
      status: 'APPROVED',
      reason: 'Aprovado no painel do Mercado Pago',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().transaction).toMatchObject({ status: 'APPROVED', state: 'APPROVED' });
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(10_000);
    expect(await statusAudits(purchaseId)).toEqual([
      {
        before: { status: 'PENDING', state: 'PENDING' },
        after: {
          status: 'APPROVED',
          state: 'APPROVED',
          reason: 'Aprovado no painel do Mercado Pago',
          providerStatus: 'approved',
        },
      },
    ]);

    // A checkout never paid, cancelled by hand: 'Cancelado', not 'Expirado'.
    const abandoned = await purchase('pending', true);
    const cancelled = await setStatus(abandoned.purchaseId, {
      status: 'CANCELLED',
      reason: 'Convidado desistiu',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().transaction).toMatchObject({ status: 'CANCELLED', state: 'CANCELLED' });
    expect(await ledgerOf(abandoned.purchaseId)).toEqual([]);
  });
});
