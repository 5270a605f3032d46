import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../../helpers/accounts';
import { addGiftsToEvent, buildWithPayments, setPlatformFees } from '../../../helpers/payments';

const { t, checkout } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 10 });
const admin = await createTestAdmin(t.db);
const host = await createTestUser(t.db);
const [gift] = await addGiftsToEvent(t.db, host.event?.id ?? 0, [4_550]);

async function startPurchase() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    payload: {
      eventId: host.event?.id,
      name: 'Duda',
      email: 'duda@example.com',
      items: [{ id: gift?.id, quantity: 2 }],
    },
  });
  const { paymentLink } = response.json() as { paymentLink: string };
  const [purchase] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
  return { paymentLink, id: purchase?.id ?? 0 };
}

const getInfo = async (id: number | string, headers?: Record<string, string>) =>
  t.app.inject({
    url: `/api/admin/transactions/${id}/info`,
    headers: headers ?? (await adminHeaders(t.db, admin.id)),
  });

describe('GET /api/admin/transactions/{id}/info', () => {
  it('answers no payment, with the missing-information message, before the guest pays', async () => {
    const { id } = await startPurchase();

    const response = await getInfo(id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Informações de pagamento ausentes!',
      payment: null,
    });
  });

  it('answers the provider’s payment with the fields of the contract, and nothing more', async () => {
    const { id, paymentLink } = await startPurchase();
    const { paymentId } = await checkout(paymentLink, 'approve');

    const response = await getInfo(id);

    expect(response.statusCode).toBe(200);
    const { payment } = response.json();
    expect(payment).toEqual({
      id: Number(paymentId),
      transaction_amount: 100.1,
      payment_type_id: 'credit_card',
      payment_method_id: 'master',
      status: 'approved',
      status_detail: 'accredited',
      date_created: expect.any(String),
      date_last_updated: expect.any(String),
      payer: { email: 'duda@example.com' },
      transaction_details: { financial_institution: null, total_paid_amount: 100.1 },
      additional_info: {
        items: [{ id: String(gift?.id), title: 'Presente 1', quantity: '2', unit_price: '50.05' }],
      },
    });
  });

  it('answers 404 for an unknown transaction, 400 for a bad id', async () => {
    const unknown = await getInfo(987_654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Transação não encontrada.' });
    expect((await getInfo('abc')).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const { id } = await startPurchase();
    expect((await getInfo(id, {})).statusCode).toBe(401);
    const hostHeaders = await userHeaders(t.db, host.id);
    expect((await getInfo(id, hostHeaders)).statusCode).toBe(401);
    expect(
      (await getInfo(id, { authorization: hostHeaders.authorization, 'x-admin-id': String(admin.id) }))
        .statusCode,
    ).toBe(401);
  });
});
