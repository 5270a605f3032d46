import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, ledgerEntries, purchases, users } from '../../../src/db/schema/index';
import { findBalanceCents } from '../../../src/domain/payout/find-balance';
import { createTestUser } from '../../helpers/accounts';
import { readOutbox } from '../../helpers/outbox';
import { addGiftsToEvent, buildWithPayments, MP_TOKEN, setPlatformFees } from '../../helpers/payments';

const { t, mock, checkout, payQuietly, notify, setProviderStatus } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 10 });

/** A host's event with two gifts (R$ 100,00 and R$ 50,00) and a guest's pending purchase of both. */
async function startPurchase(guestEmail = 'convidada@example.com', guestMessage?: string) {
  const host = await createTestUser(t.db, { firstName: 'Ana' });
  const eventId = host.event?.id ?? 0;
  const [a, b] = await addGiftsToEvent(t.db, eventId, [10_000, 5_000]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    payload: {
      eventId,
      name: 'Carla Dias',
      email: guestEmail,
      guestMessage,
      items: [
        { id: a?.id, quantity: 1 },
        { id: b?.id, quantity: 2 },
      ],
    },
  });
  expect(response.statusCode).toBe(200);
  const { paymentLink } = response.json() as { paymentLink: string };
  const [purchase] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
  if (!purchase) throw new Error('purchase not stored');
  return { host, eventId, paymentLink, purchaseId: purchase.id };
}

const findPurchase = async (id: number) =>
  (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0];

describe('POST /api/payments/webhook', () => {
  it('approves the purchase when the checkout is approved, and mails the guest and the host', async () => {
    const { host, eventId, paymentLink, purchaseId } = await startPurchase('aprovada@example.com');

    const { location, paymentId } = await checkout(paymentLink, 'approve');

    expect(location.pathname).toBe('/page/checkout-success');
    expect(location.searchParams.get('event')).toBe(host.event?.slug);
    expect(await findPurchase(purchaseId)).toMatchObject({
      status: 'APPROVED',
      providerPaymentId: paymentId,
    });
    expect(await findBalanceCents(t.db, eventId)).toMatchObject({
      receivedCents: 20_000,
      availableCents: 20_000,
    });

    const mails = await readOutbox(t.config);
    const guestMail = mails.filter((mail) => mail.to.includes('aprovada@example.com'));
    expect(guestMail).toHaveLength(1);
    expect(guestMail[0]?.text).toMatch(/R\$\s220,00/);
    const hostMail = mails.filter((mail) => mail.to.includes(host.email));
    expect(hostMail).toHaveLength(1);
    // The subject names no guest (the mail log records subjects); the body does.
    expect(hostMail[0]?.subject).toBe('Você recebeu um presente!');
    expect(hostMail[0]?.text).toContain('Carla Dias');
    expect(hostMail[0]?.text).toMatch(/R\$\s200,00/);
  });

  it("puts the guest's note to the hosts in the host's gift mail", async () => {
    const { host, paymentLink } = await startPurchase(
      'recado@example.com',
      'Felicidades!\nCom carinho, Carla.',
    );

    await checkout(paymentLink, 'approve');

    const hostMail = (await readOutbox(t.config)).filter((mail) => mail.to.includes(host.email));
    expect(hostMail).toHaveLength(1);
    expect(hostMail[0]?.text).toContain('Carla Dias deixou um recado:');
    expect(hostMail[0]?.text).toContain('> Felicidades!\n> Com carinho, Carla.');
    expect(hostMail[0]?.html).toContain('Com carinho, Carla.');
  });

  it('mails only the guest when the host turned gift e-mails off, and still credits the gift', async () => {
    const { host, eventId, paymentLink, purchaseId } = await startPurchase('sem-aviso@example.com');
    await t.db.update(users).set({ notifyGifts: false }).where(eq(users.id, host.id));

    await checkout(paymentLink, 'approve');

    expect(await findPurchase(purchaseId)).toMatchObject({ status: 'APPROVED' });
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(20_000);
    const mails = await readOutbox(t.config);
    expect(mails.filter((mail) => mail.to.includes('sem-aviso@example.com'))).toHaveLength(1);
    expect(mails.filter((mail) => mail.to.includes(host.email))).toEqual([]);
  });

  it('counts a payment once however many times, and in whatever order, its notifications arrive', async () => {
    const { host, eventId, paymentLink, purchaseId } = await startPurchase('repetida@example.com');
    // A Pix left pending, then paid: the 'created' (pending) notification arrives last, three times.
    const paymentId = await payQuietly(paymentLink, 'pending');
    await checkout(paymentLink, 'approve');
    expect(await notify(paymentId, { times: 3, action: 'payment.created' })).toEqual([200, 200, 200]);

    expect(await findPurchase(purchaseId)).toMatchObject({
      status: 'APPROVED',
      providerPaymentId: paymentId,
    });
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(20_000);
    const mails = await readOutbox(t.config);
    expect(mails.filter((mail) => mail.to.includes('repetida@example.com'))).toHaveLength(1);
    expect(mails.filter((mail) => mail.to.includes(host.email))).toHaveLength(1);
  });

  it('keeps the approval when a refused earlier attempt is notified after it', async () => {
    const { eventId, paymentLink, purchaseId } = await startPurchase();
    const refusedId = await payQuietly(paymentLink, 'reject');
    const { paymentId: approvedId } = await checkout(paymentLink, 'approve');

    expect(await notify(refusedId, { times: 2 })).toEqual([200, 200]);

    expect(await findPurchase(purchaseId)).toMatchObject({
      status: 'APPROVED',
      providerPaymentId: approvedId,
    });
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(20_000);
  });

  it('credits nothing for a refused payment, and a second attempt that is approved counts', async () => {
    const { eventId, paymentLink, purchaseId } = await startPurchase();

    const { location } = await checkout(paymentLink, 'reject');

    // Back on the purchase's own screen ('Pagamento não aprovado'), not the top of the site.
    expect(location.pathname).toBe('/page/checkout-success');
    expect(location.searchParams.get('event')).toBe(await findEventSlug(eventId));
    expect(await findPurchase(purchaseId)).toMatchObject({ status: 'RECUSED' });
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(0);

    await checkout(paymentLink, 'approve');
    expect(await findPurchase(purchaseId)).toMatchObject({ status: 'APPROVED' });
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(20_000);
  });

  it('leaves a pending payment pending, and takes back a refunded one', async () => {
    const { eventId, paymentLink, purchaseId } = await startPurchase();

    const { paymentId } = await checkout(paymentLink, 'pending');
    expect(await findPurchase(purchaseId)).toMatchObject({ status: 'PENDING', providerPaymentId: paymentId });
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(0);

    await checkout(paymentLink, 'approve');
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(20_000);

    await setProviderStatus(paymentId, 'refunded');
    expect(await notify(paymentId)).toEqual([200]);
    expect(await findPurchase(purchaseId)).toMatchObject({ status: 'CANCELLED' });
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(0);
  });

  it('refuses a forged or missing signature with 401 and changes nothing', async () => {
    const { eventId, paymentLink, purchaseId } = await startPurchase();
    const paymentId = await payQuietly(paymentLink, 'approve');

    expect(await notify(paymentId, { signature: 'forged' })).toEqual([401]);
    expect(await notify(paymentId, { signature: 'missing' })).toEqual([401]);

    expect(await findPurchase(purchaseId)).toMatchObject({ status: 'PENDING', providerPaymentId: null });
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(0);
  });

  it('answers the error envelope on a bad signature, and on a signature for another id', async () => {
    const { paymentLink, purchaseId } = await startPurchase();
    const paymentId = await payQuietly(paymentLink, 'approve');
    await notify(paymentId);
    const deliveries = (await (
      await fetch(`${mock.url}/__control/deliveries?paymentId=${paymentId}`)
    ).json()) as {
      headers: Record<string, string>;
      body: object;
    }[];
    const signed = deliveries.at(-1);
    // The same signed headers replayed for another payment id: the HMAC covers the id.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook?data.id=1&type=payment',
      headers: {
        'x-signature': signed?.headers['x-signature'] ?? '',
        'x-request-id': signed?.headers['x-request-id'] ?? '',
      },
      payload: { ...signed?.body, data: { id: '1' } },
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Assinatura da notificação inválida.' });
    expect(await findPurchase(purchaseId)).toMatchObject({ status: 'APPROVED' });
  });

  it('answers 200 to a verified notification about something it does not know', async () => {
    const preference = await fetch(`${mock.url}/checkout/preferences`, {
      method: 'POST',
      headers: { authorization: `Bearer ${MP_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ title: 'Outra loja', quantity: 1, unit_price: 10 }],
        notification_url: `${t.config.publicUrl}/api/payments/webhook`,
        external_reference: 'purchase:999999',
      }),
    }).then((response) => response.json() as Promise<{ init_point: string }>);
    const paymentId = await payQuietly(preference.init_point, 'approve');

    expect(await notify(paymentId)).toEqual([200]);

    const other = await fetch(`${mock.url}/checkout/preferences`, {
      method: 'POST',
      headers: { authorization: `Bearer ${MP_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ title: 'Sem referência', quantity: 1, unit_price: 10 }],
        notification_url: `${t.config.publicUrl}/api/payments/webhook`,
        external_reference: 'pedido-de-outro-sistema',
      }),
    }).then((response) => response.json() as Promise<{ init_point: string }>);
    expect(await notify(await payQuietly(other.init_point, 'approve'))).toEqual([200]);
  });
});

async function findEventSlug(eventId: number) {
  const [event] = await t.db.select({ slug: events.slug }).from(events).where(eq(events.id, eventId));
  return event?.slug;
}

describe('POST /api/payments/webhook under concurrent deliveries', () => {
  it('credits once, and mails once, when the same notification arrives 50 times at once', async () => {
    const { host, eventId, paymentLink, purchaseId } = await startPurchase('cinquenta@example.com');
    const paymentId = await payQuietly(paymentLink, 'approve');

    const statuses = (await Promise.all(Array.from({ length: 50 }, () => notify(paymentId)))).flat();

    expect(statuses).toEqual(Array(50).fill(200));
    expect(await findPurchase(purchaseId)).toMatchObject({
      status: 'APPROVED',
      providerPaymentId: paymentId,
    });
    expect(await findBalanceCents(t.db, eventId)).toMatchObject({
      receivedCents: 20_000,
      availableCents: 20_000,
    });
    const mails = await readOutbox(t.config);
    expect(mails.filter((mail) => mail.to.includes('cinquenta@example.com'))).toHaveLength(1);
    expect(mails.filter((mail) => mail.to.includes(host.email))).toHaveLength(1);
  });

  it("ends in the provider's final state whatever order simultaneous notifications arrive in", async () => {
    const { eventId, paymentLink, purchaseId } = await startPurchase();
    const paymentId = await payQuietly(paymentLink, 'pending');
    await setProviderStatus(paymentId, 'approved');
    // Deliveries of 'created', 'updated' and a late pending one, all at once, after a refund.
    await setProviderStatus(paymentId, 'refunded');
    const actions = ['payment.created', 'payment.updated', 'payment.updated', 'payment.created'];
    const statuses = (await Promise.all(actions.flatMap((action) => [notify(paymentId, { action })]))).flat();

    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(await findPurchase(purchaseId)).toMatchObject({
      status: 'CANCELLED',
      providerPaymentId: paymentId,
    });
    expect((await findBalanceCents(t.db, eventId)).receivedCents).toBe(0);
  });

  it("records a charge-back of an approved gift as one in the ledger, taking the host's share back", async () => {
    const { eventId, paymentLink, purchaseId } = await startPurchase('contestada@example.com');
    const { paymentId } = await checkout(paymentLink, 'approve');
    expect((await findBalanceCents(t.db, eventId)).availableCents).toBe(20_000);

    // The card's owner disputes it: the stand-in tells of the dispute and of the payment's status.
    const response = await fetch(`${mock.url}/__control/payments/${paymentId}/chargeback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);

    expect(await findPurchase(purchaseId)).toMatchObject({ status: 'CANCELLED' });
    expect(await findBalanceCents(t.db, eventId)).toMatchObject({ receivedCents: 0, availableCents: 0 });
    const entries = await t.db
      .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.purchaseId, purchaseId));
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'GIFT_CREDITED', amountCents: 20_000 },
        { kind: 'CHARGEBACK', amountCents: -20_000 },
      ]),
    );
    expect(entries.map((entry) => entry.kind)).not.toContain('REFUND');
  });
});
