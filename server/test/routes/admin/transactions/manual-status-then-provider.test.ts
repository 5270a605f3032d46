import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../../../src/db/schema/index';
import { findBalanceCents } from '../../../../src/domain/payout/find-balance';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { addGiftsToEvent, buildWithPayments, setPlatformFees } from '../../../helpers/payments';

/**
 * A purchase an administrator cancelled by hand, then paid at the provider after all: the
 * provider's approval counts (the money is real), and the manual change stays on record.
 */
const { t, checkout } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 10 });
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

async function startPurchase() {
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
  const [purchase] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
  if (!purchase) throw new Error('purchase not stored');
  return { eventId, paymentLink, purchaseId: purchase.id };
}

describe('a provider payment after a status set by hand', () => {
  it("an approval still counts, and who cancelled it by hand stays in the transaction's details", async () => {
    const { eventId, paymentLink, purchaseId } = await startPurchase();
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/transactions/${purchaseId}/status`,
      headers,
      payload: { status: 'CANCELLED', reason: 'Conferido no Mercado Pago' },
    });
    expect(cancelled.statusCode).toBe(200);
    const manualStatus = cancelled.json().transaction.manualStatus;
    expect(manualStatus).toEqual({ by: expect.stringContaining(admin.email), at: expect.any(String) });

    await checkout(paymentLink, 'approve');

    const [stored] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(stored?.status).toBe('APPROVED');
    expect(stored?.statusSetByAdminId).toBe(admin.id);
    expect(stored?.statusSetAt?.toISOString()).toBe(manualStatus.at);
    expect(await findBalanceCents(t.db, eventId)).toMatchObject({
      receivedCents: 10_000,
      availableCents: 10_000,
    });
    const listed = await t.app.inject({
      url: '/api/admin/transactions',
      query: { status: 'APPROVED', limit: '100' },
      headers,
    });
    expect(
      listed.json().transactions.find((row: { id: number }) => row.id === purchaseId)?.manualStatus,
    ).toEqual(manualStatus);
  });
});
