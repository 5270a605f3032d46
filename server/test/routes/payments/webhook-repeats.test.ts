import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../../src/db/schema/index';
import { findBalanceCents } from '../../../src/domain/payout/find-balance';
import { createTestUser } from '../../helpers/accounts';
import { readOutbox } from '../../helpers/outbox';
import { addGiftsToEvent, buildWithPayments } from '../../helpers/payments';

const { t, checkout, payQuietly, notify, setProviderStatus } = await buildWithPayments();

/** A host's event with a R$ 100,00 gift and a guest's pending purchase of it. */
async function startPurchase(guestEmail: string) {
  const host = await createTestUser(t.db, { firstName: 'Bia' });
  const eventId = host.event?.id ?? 0;
  const [gift] = await addGiftsToEvent(t.db, eventId, [10_000]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    payload: { eventId, name: 'Davi Lima', email: guestEmail, items: [{ id: gift?.id, quantity: 1 }] },
  });
  expect(response.statusCode).toBe(200);
  const { paymentLink } = response.json() as { paymentLink: string };
  const [purchase] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
  if (!purchase) throw new Error('purchase not stored');
  return { host, eventId, paymentLink, purchaseId: purchase.id };
}

/** Runs `body` while another transaction holds the purchase's row lock (as a delivery being applied does). */
async function whileRowLocked<T>(purchaseId: number, body: () => Promise<T>): Promise<T> {
  return t.db.transaction(async (tx) => {
    await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    // A repeat that waited for the lock would wait for this transaction, which waits for it.
    return Promise.race([
      body(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the repeat waited for the row lock')), 3_000),
      ),
    ]);
  });
}

describe('POST /api/payments/webhook, repeated deliveries', () => {
  it('answers a repeat of a recorded approval without waiting for the row lock, and changes nothing', async () => {
    const { host, eventId, paymentLink, purchaseId } = await startPurchase('repeticao@example.com');
    const { paymentId } = await checkout(paymentLink, 'approve');

    expect(await whileRowLocked(purchaseId, () => notify(paymentId, { times: 3 }))).toEqual([200, 200, 200]);

    expect((await t.db.select().from(purchases).where(eq(purchases.id, purchaseId)))[0]).toMatchObject({
      status: 'APPROVED',
      providerPaymentId: paymentId,
    });
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(10_000);
    const mails = await readOutbox(t.config);
    expect(mails.filter((mail) => mail.to.includes('repeticao@example.com'))).toHaveLength(1);
    expect(mails.filter((mail) => mail.to.includes(host.email))).toHaveLength(1);
  });

  it('still applies a change that follows the approval (a refund), under the lock', async () => {
    const { eventId, paymentLink, purchaseId } = await startPurchase('estorno@example.com');
    const paymentId = await payQuietly(paymentLink, 'approve');
    expect(await notify(paymentId)).toEqual([200]);
    await setProviderStatus(paymentId, 'refunded');

    expect(await notify(paymentId, { times: 2 })).toEqual([200, 200]);

    expect((await t.db.select().from(purchases).where(eq(purchases.id, purchaseId)))[0]).toMatchObject({
      status: 'CANCELLED',
      providerPaymentId: paymentId,
    });
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(0);
  });
});
