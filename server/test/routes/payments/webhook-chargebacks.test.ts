import { signNotification } from '@celebra/mock-server';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chargebacks, ledgerEntries, purchases } from '../../../src/db/schema/index';
import { findBalanceCents } from '../../../src/domain/payout/find-balance';
import { adminHeaders, createTestAdmin, createTestUser } from '../../helpers/accounts';
import { addGiftsToEvent, buildWithPayments, MP_SECRET, setPlatformFees } from '../../helpers/payments';

const { t, mock, checkout, payQuietly, notify } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 10 });
const admin = await createTestAdmin(t.db);
const asAdmin = await adminHeaders(t.db, admin.id);

const DAY_MS = 86_400_000;
type Delivery = { topic: string; status: number | null };

/** A host's event with a R$ 150,00 gift and a guest's pending card purchase of it (R$ 165,00 paid). */
async function startPurchase(guestName: string) {
  const host = await createTestUser(t.db, { firstName: 'Lia' });
  const eventId = host.event?.id ?? 0;
  const [gift] = await addGiftsToEvent(t.db, eventId, [15_000]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    payload: {
      eventId,
      name: guestName,
      email: 'contestacao@example.com',
      items: [{ id: gift?.id, quantity: 1 }],
    },
  });
  expect(response.statusCode).toBe(200);
  const { paymentLink } = response.json() as { paymentLink: string };
  const [purchase] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
  if (!purchase) throw new Error('purchase not stored');
  return { eventId, paymentLink, purchaseId: purchase.id };
}

async function control(path: string, body: object = {}) {
  const response = await fetch(`${mock.url}/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** The card's owner disputes the payment at the stand-in; answers the chargeback's id and its deliveries. */
async function chargeBack(paymentId: string, options: { notify?: boolean } = {}) {
  const answer = await control(`/payments/${paymentId}/chargeback`, options);
  const chargeback = answer.chargeback as { id: string; date_documentation_deadline: string };
  return { chargeback, deliveries: answer.deliveries as Delivery[] };
}

async function notifyChargeback(chargebackId: string, body: object = {}) {
  const { deliveries } = (await control(`/chargebacks/${chargebackId}/notify`, body)) as {
    deliveries: Delivery[];
  };
  return deliveries.map((delivery) => delivery.status);
}

const findPurchase = async (id: number) =>
  (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0];
const chargebackRows = (purchaseId: number) =>
  t.db.select().from(chargebacks).where(eq(chargebacks.purchaseId, purchaseId));
const chargebackEntries = (purchaseId: number) =>
  t.db
    .select({ amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.purchaseId, purchaseId), eq(ledgerEntries.kind, 'CHARGEBACK')));

async function listChargebacks(query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/chargebacks${query}`,
    headers: asAdmin,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { chargebacks: Array<Record<string, unknown>>; totalPages: number };
}

describe('POST /api/payments/webhook, topic chargebacks', () => {
  it('takes an approved card purchase back once, records the dispute with its deadline, and lists it for the administrator', async () => {
    const { eventId, paymentLink, purchaseId } = await startPurchase('Rita Alves');
    const { paymentId } = await checkout(paymentLink, 'approve');
    expect((await findBalanceCents(t.db, eventId)).availableCents).toBe(15_000);

    const { chargeback, deliveries } = await chargeBack(paymentId);

    expect(deliveries.map((delivery) => [delivery.topic, delivery.status])).toEqual([
      ['chargebacks', 200],
      ['payment', 200],
    ]);
    expect(await findPurchase(purchaseId)).toMatchObject({
      status: 'CANCELLED',
      providerPaymentId: paymentId,
    });
    expect(await chargebackEntries(purchaseId)).toEqual([{ amountCents: -15_000 }]);
    expect(await findBalanceCents(t.db, eventId)).toMatchObject({ receivedCents: 0, availableCents: 0 });
    const [row] = await chargebackRows(purchaseId);
    expect(row).toMatchObject({
      providerChargebackId: chargeback.id,
      providerPaymentId: paymentId,
      amountCents: 16_500,
      documentationRequired: true,
      coverageApplied: false,
    });
    expect(row?.documentationDeadline?.toISOString()).toBe(chargeback.date_documentation_deadline);
    expect(Math.abs((row?.documentationDeadline?.getTime() ?? 0) - (Date.now() + 10 * DAY_MS))).toBeLessThan(
      60_000,
    );

    // Mercado Pago's retries of both topics, in any number, change nothing.
    expect(await notifyChargeback(chargeback.id, { times: 3 })).toEqual([200, 200, 200]);
    expect(await notify(paymentId, { times: 2 })).toEqual([200, 200]);
    expect(await chargebackRows(purchaseId)).toEqual([row]);
    expect(await chargebackEntries(purchaseId)).toHaveLength(1);
    expect(await findPurchase(purchaseId)).toMatchObject({ status: 'CANCELLED' });

    const listed = await listChargebacks('');
    expect(listed.chargebacks).toContainEqual({
      id: row?.id,
      providerChargebackId: chargeback.id,
      transaction: { id: purchaseId },
      event: { id: eventId, title: 'Casamento de Ana' },
      guestName: 'Rita Alves',
      amount: 165,
      documentationRequired: true,
      documentationDeadline: chargeback.date_documentation_deadline,
      coverageApplied: false,
      createdAt: row?.createdAt.toISOString(),
    });
  });

  it('updates the deadline and the coverage when the provider changes them', async () => {
    const { paymentLink, purchaseId } = await startPurchase('Caio Prado');
    const { paymentId } = await checkout(paymentLink, 'approve');
    const { chargeback } = await chargeBack(paymentId);
    const past = new Date(Date.now() - DAY_MS).toISOString();

    await control(`/chargebacks/${chargeback.id}`, {
      date_documentation_deadline: past,
      coverage_applied: true,
    });

    const rows = await chargebackRows(purchaseId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.documentationDeadline?.toISOString()).toBe(past);
    expect(rows[0]?.coverageApplied).toBe(true);
    expect(await chargebackEntries(purchaseId)).toHaveLength(1);
    // A deadline gone by leaves the default list ('Prazo em aberto') and stays in the closed one.
    const ids = (list: { chargebacks: Array<Record<string, unknown>> }) => list.chargebacks.map((c) => c.id);
    expect(ids(await listChargebacks(''))).not.toContain(rows[0]?.id);
    expect(ids(await listChargebacks('?status=CLOSED'))).toContain(rows[0]?.id);
  });

  it("takes the money back on the chargeback's notification alone when the payment's was lost", async () => {
    const { eventId, paymentLink, purchaseId } = await startPurchase('Nina Reis');
    const { paymentId } = await checkout(paymentLink, 'approve');
    const { chargeback } = await chargeBack(paymentId, { notify: false });
    expect(await findPurchase(purchaseId)).toMatchObject({ status: 'APPROVED' });

    expect(await notifyChargeback(chargeback.id)).toEqual([200]);

    expect(await findPurchase(purchaseId)).toMatchObject({ status: 'CANCELLED' });
    expect(await chargebackEntries(purchaseId)).toEqual([{ amountCents: -15_000 }]);
    expect((await findBalanceCents(t.db, eventId)).availableCents).toBe(0);
    expect(await chargebackRows(purchaseId)).toHaveLength(1);
  });

  it('finds the purchase through the payment when even the approval was never notified', async () => {
    const { eventId, paymentLink, purchaseId } = await startPurchase('Otto Dias');
    const paymentId = await payQuietly(paymentLink, 'approve');
    const { chargeback } = await chargeBack(paymentId, { notify: false });

    expect(await notifyChargeback(chargeback.id)).toEqual([200]);

    // Never credited, so there is nothing to take back: cancelled, with the dispute on record.
    expect(await findPurchase(purchaseId)).toMatchObject({
      status: 'CANCELLED',
      providerPaymentId: paymentId,
    });
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(0);
    expect(await chargebackRows(purchaseId)).toMatchObject([{ providerChargebackId: chargeback.id }]);
  });

  it('refuses an unsigned chargeback notification and ignores an unknown chargeback', async () => {
    const { paymentLink, purchaseId } = await startPurchase('Ivo Melo');
    const { paymentId } = await checkout(paymentLink, 'approve');
    const { chargeback } = await chargeBack(paymentId, { notify: false });

    expect(await notifyChargeback(chargeback.id, { signature: 'forged' })).toEqual([401]);
    expect(await notifyChargeback(chargeback.id, { signature: 'missing' })).toEqual([401]);
    expect(await findPurchase(purchaseId)).toMatchObject({ status: 'APPROVED' });
    expect(await chargebackRows(purchaseId)).toHaveLength(0);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook?data.id=999999&type=chargebacks',
      headers: signedHeaders('999999'),
      payload: { type: 'chargebacks', data: { id: '999999' } },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, message: 'Notificação ignorada.' });
  });
});

/** The headers Mercado Pago would sign a notification about `dataId` with. */
function signedHeaders(dataId: string) {
  const requestId = 'req-contestacao';
  const ts = String(Math.floor(Date.now() / 1000));
  return { 'x-request-id': requestId, 'x-signature': signNotification(MP_SECRET, dataId, requestId, ts) };
}
