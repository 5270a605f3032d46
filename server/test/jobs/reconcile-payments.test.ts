import { randomUUID } from 'node:crypto';
import { SERVICE_TYPES } from '@celebra/shared/models';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  eventServices,
  jobCursors,
  ledgerEntries,
  preUserRequests,
  purchases,
  services,
} from '../../src/db/schema/index';
import { describeFailure } from '../../src/jobs/reconcile-payments/describe-failure';
import type { ReconcileProvider } from '../../src/jobs/reconcile-payments/look-up-payments';
import { reconcilePayments } from '../../src/jobs/reconcile-payments/reconcile-payments';
import { MercadoPagoClient, PaymentProviderError } from '../../src/payment-provider/mercadopago';
import { createTestUser } from '../helpers/accounts';
import { readOutbox } from '../helpers/outbox';
import { addGiftsToEvent, buildWithPayments, MP_TOKEN, setPlatformFees } from '../helpers/payments';

const { t, mock, checkout } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 5 });

const host = await createTestUser(t.db, { event: { title: 'Ana & Pedro', slug: 'ana-e-pedro-conciliacao' } });
const eventId = host.event?.id ?? 0;
// R$ 100,00: at 5 % the guest pays R$ 105,00.
const [panelas] = await addGiftsToEvent(t.db, eventId, [10_000]);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The reconciliation's clock, `ms` from now. */
const later = (ms: number) => new Date(Date.now() + ms);

// The provider's notifications are lost from here on: only the reconciliation can learn of a payment.
await fetch(`${mock.url}/__control/webhooks`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ deliver: false }),
});

const cart = (email: string) => ({
  eventId,
  name: 'Carla Dias',
  email,
  items: [{ id: panelas?.id, quantity: 1 }],
});

/** A guest's card checkout: the purchase's id and the provider's checkout link. */
async function buyWithCard(email: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/guests/purchase', payload: cart(email) });
  expect(response.statusCode).toBe(200);
  const { paymentLink } = response.json() as { paymentLink: string };
  const [row] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
  return { id: row?.id ?? 0, paymentLink };
}

/** A guest's Pix: the purchase, its status token and the bank app's page that pays it. */
async function buyWithPix(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase/pix',
    payload: { ...cart(email), cpf: '529.982.247-25', attemptId: randomUUID() },
  });
  expect(response.statusCode).toBe(200);
  const { purchase, statusToken } = response.json() as { purchase: { id: number }; statusToken: string };
  const row = await stored(purchase.id);
  const payment = await fetch(`${mock.url}/v1/payments/${row?.providerPaymentId}`, {
    headers: { authorization: `Bearer ${MP_TOKEN}` },
  }).then(
    (answer) =>
      answer.json() as Promise<{ point_of_interaction: { transaction_data: { ticket_url: string } } }>,
  );
  return {
    id: purchase.id,
    statusToken,
    ticketUrl: payment.point_of_interaction.transaction_data.ticket_url,
  };
}

/** 'Pagar' in the bank's app. */
async function payPix(ticketUrl: string) {
  const paid = await fetch(ticketUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(paid.status).toBe(200);
}

/** The provider's payment ids under `reference`, as its search lists them. */
async function searchByReference(reference: string): Promise<string[]> {
  const real = new MercadoPagoClient({ apiUrl: mock.url, accessToken: MP_TOKEN });
  const page = await real.searchPayments({
    externalReference: reference,
    beginDate: later(-HOUR),
    endDate: later(HOUR),
    offset: 0,
    limit: 10,
  });
  return page.results.map((payment) => payment.id);
}

async function stored(id: number) {
  const [row] = await t.db.select().from(purchases).where(eq(purchases.id, id));
  return row;
}

const statusOf = async (id: number) => (await stored(id))?.status;

async function creditsOf(purchaseId: number) {
  return t.db
    .select({ amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.purchaseId, purchaseId), eq(ledgerEntries.kind, 'GIFT_CREDITED')));
}

async function mailsTo(email: string) {
  return (await readOutbox(t.config)).filter((mail) => mail.to.includes(email));
}

describe('a dropped webhook is recovered by reconciliation', () => {
  it('approves a card payment made at the checkout, credits and mails once, and a second run changes nothing', async () => {
    const { id, paymentLink } = await buyWithCard('cartao-perdido@example.com');
    const { location } = await checkout(paymentLink, 'approve');
    expect(location.searchParams.get('status')).toBe('approved');
    expect(await statusOf(id)).toBe('PENDING');
    const hostMailsBefore = (await mailsTo(host.email)).length;

    const first = await reconcilePayments(t.app, { now: later(11 * MINUTE) });

    expect(first).toMatchObject({ approved: 1, failed: 0, expired: 0, stoppedEarly: false });
    expect(await statusOf(id)).toBe('APPROVED');
    expect(await creditsOf(id)).toEqual([{ amountCents: 10_000 }]);
    const guestMails = await mailsTo('cartao-perdido@example.com');
    expect(guestMails).toHaveLength(1);
    expect(guestMails[0]?.text).toMatch(/R\$\s105,00/);
    expect(await mailsTo(host.email)).toHaveLength(hostMailsBefore + 1);

    const second = await reconcilePayments(t.app, { now: later(12 * MINUTE) });
    expect(second).toMatchObject({ approved: 0, expired: 0, failed: 0 });
    expect(await statusOf(id)).toBe('APPROVED');
    expect(await creditsOf(id)).toHaveLength(1);
    expect(await mailsTo('cartao-perdido@example.com')).toHaveLength(1);
    expect(await mailsTo(host.email)).toHaveLength(hostMailsBefore + 1);
  });

  it('approves a Pix paid in the bank app, shows it paid to the guest, and a second run changes nothing', async () => {
    const { id, statusToken, ticketUrl } = await buyWithPix('pix-perdido@example.com');
    await payPix(ticketUrl);
    expect(await statusOf(id)).toBe('PENDING');

    await reconcilePayments(t.app, { now: later(11 * MINUTE) });

    expect(await statusOf(id)).toBe('APPROVED');
    const status = await t.app.inject({ url: `/api/guests/purchase/${id}/status?token=${statusToken}` });
    expect(status.json().purchase.status).toBe('APPROVED');
    expect(await creditsOf(id)).toEqual([{ amountCents: 10_000 }]);
    expect(await mailsTo('pix-perdido@example.com')).toHaveLength(1);

    await reconcilePayments(t.app, { now: later(12 * MINUTE) });
    expect(await creditsOf(id)).toHaveLength(1);
    expect(await mailsTo('pix-perdido@example.com')).toHaveLength(1);
  });

  it('leaves a purchase alone until it has been pending for RECONCILE_PENDING_MINUTES', async () => {
    const { id, paymentLink } = await buyWithCard('cartao-recente@example.com');
    await checkout(paymentLink, 'approve');

    await reconcilePayments(t.app, { now: later(5 * MINUTE) });
    expect(await statusOf(id)).toBe('PENDING');
    expect(await mailsTo('cartao-recente@example.com')).toHaveLength(0);

    await reconcilePayments(t.app, { now: later(11 * MINUTE) });
    expect(await statusOf(id)).toBe('APPROVED');
  });
});

describe('a status set by hand', () => {
  it('after the payment last changed is not undone by the sweep re-reading that older change', async () => {
    const { id, paymentLink } = await buyWithCard('cartao-a-mao@example.com');
    await checkout(paymentLink, 'approve');
    await reconcilePayments(t.app, { now: later(11 * MINUTE) });
    expect(await statusOf(id)).toBe('APPROVED');

    // An administrator cancels it by hand (the guest was refunded outside the platform, say).
    await t.db
      .update(purchases)
      .set({ status: 'CANCELLED', statusSetAt: new Date() })
      .where(eq(purchases.id, id));
    await reconcilePayments(t.app, { now: later(12 * MINUTE) });

    expect(await statusOf(id)).toBe('CANCELLED');
  });
});

describe('a pre-registration fee and a turbo service', () => {
  it('are approved by the reconciliation too when their notifications were lost', async () => {
    const [preUser] = await t.db
      .insert(preUserRequests)
      .values({
        firstName: 'Bia',
        lastName: 'Souza',
        email: 'bia-conciliacao@example.com',
        phoneNumber: '11987654321',
        passwordHash: 'x',
      })
      .returning();
    const [service] = await t.db
      .insert(services)
      .values({ name: 'Fotos extras', priceCents: 2_000, type: SERVICE_TYPES[0] })
      .returning();
    const [bought] = await t.db
      .insert(eventServices)
      .values({ eventId, serviceId: service?.id ?? 0, priceCents: 2_000, quantity: 10 })
      .returning();

    // Each checkout made as their routes make it, under their external references, and paid.
    const pay = async (externalReference: string) => {
      const preference = await t.app.payments.createPreference({
        items: [{ id: '1', title: 'Taxa', quantity: 1, unitPriceCents: 2_000 }],
        externalReference,
        backUrls: { success: t.config.publicUrl, failure: t.config.publicUrl, pending: t.config.publicUrl },
      });
      await checkout(preference.initPoint, 'approve');
      return preference.id;
    };
    const preUserPreference = await pay(`pre-user:${preUser?.id}`);
    await t.db
      .update(preUserRequests)
      .set({ providerPreferenceId: preUserPreference })
      .where(eq(preUserRequests.id, preUser?.id ?? 0));
    const servicePreference = await pay(`service:${bought?.id}`);
    await t.db
      .update(eventServices)
      .set({ providerPreferenceId: servicePreference })
      .where(eq(eventServices.id, bought?.id ?? 0));

    await reconcilePayments(t.app, { now: later(11 * MINUTE) });

    const [fee] = await t.db
      .select()
      .from(preUserRequests)
      .where(eq(preUserRequests.id, preUser?.id ?? 0));
    expect(fee?.paymentStatus).toBe('APPROVED');
    const [contracted] = await t.db
      .select()
      .from(eventServices)
      .where(eq(eventServices.id, bought?.id ?? 0));
    expect(contracted?.status).toBe('APPROVED');
  });
});

describe('the expiry of abandoned checkouts', () => {
  it('cancels an unpaid Pix once its code expired, which the guest sees as expired', async () => {
    const { id, statusToken } = await buyWithPix('pix-abandonado@example.com');

    // Before its 30 minutes are up it is only reconciled.
    await reconcilePayments(t.app, { now: later(20 * MINUTE) });
    expect(await statusOf(id)).toBe('PENDING');

    // Its time is up (written back in the database, so that the guest's page, which reads the
    // real clock, sees it too); the provider has not cancelled it yet.
    await t.db
      .update(purchases)
      .set({ createdAt: later(-40 * MINUTE), pixExpiresAt: later(-10 * MINUTE) })
      .where(eq(purchases.id, id));
    const run = await reconcilePayments(t.app, { now: new Date() });
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('CANCELLED');
    const status = await t.app.inject({ url: `/api/guests/purchase/${id}/status?token=${statusToken}` });
    expect(status.statusCode).toBe(200);
    // What the event site's Pix page shows as 'O código Pix expirou.', with a new code on offer.
    expect(status.json().purchase.status).toBe('EXPIRED');
    expect(await creditsOf(id)).toEqual([]);
    expect(await mailsTo('pix-abandonado@example.com')).toHaveLength(0);
  });

  it('cancels a card checkout never paid once its 30 minutes (and the grace) are over, not before', async () => {
    const { id } = await buyWithCard('cartao-abandonado@example.com');

    await reconcilePayments(t.app, { now: later(33 * MINUTE) });
    expect(await statusOf(id)).toBe('PENDING');

    await reconcilePayments(t.app, { now: later(36 * MINUTE) });
    expect(await statusOf(id)).toBe('CANCELLED');
    expect(await creditsOf(id)).toEqual([]);
  });

  it('approves, never cancels, an old checkout and an expired Pix that were paid without a notification', async () => {
    const card = await buyWithCard('cartao-pago-tarde@example.com');
    await checkout(card.paymentLink, 'approve');
    const pix = await buyWithPix('pix-pago-tarde@example.com');
    await payPix(pix.ticketUrl);

    const run = await reconcilePayments(t.app, { now: later(25 * HOUR) });

    expect(run.approved).toBe(2);
    expect(await statusOf(card.id)).toBe('APPROVED');
    expect(await statusOf(pix.id)).toBe('APPROVED');
    expect(await creditsOf(card.id)).toHaveLength(1);
    expect(await creditsOf(pix.id)).toHaveLength(1);
    expect(await mailsTo('cartao-pago-tarde@example.com')).toHaveLength(1);
    expect(await mailsTo('pix-pago-tarde@example.com')).toHaveLength(1);
  });

  it('keeps an old checkout whose payment the provider still has pending (a bank slip may yet be paid)', async () => {
    const { id, paymentLink } = await buyWithCard('cartao-pendente@example.com');
    await checkout(paymentLink, 'pending');

    await reconcilePayments(t.app, { now: later(25 * HOUR) });

    expect(await statusOf(id)).toBe('PENDING');
    expect((await stored(id))?.providerPaymentId).toEqual(expect.any(String));
  });
});

describe('an approval arriving while a checkout is being expired', () => {
  it('is seen under the purchase lock: the purchase is not cancelled, and the next run approves it', async () => {
    const { id, paymentLink } = await buyWithCard('cartao-no-ultimo-minuto@example.com');
    const real = new MercadoPagoClient({ apiUrl: mock.url, accessToken: MP_TOKEN });
    let searches = 0;
    const provider: ReconcileProvider = {
      getPayment: (paymentId) => real.getPayment(paymentId),
      searchPayments: async (input) => {
        const page = await real.searchPayments(input);
        // The guest pays right after the reconciliation's first look found nothing.
        if (input.externalReference === `purchase:${id}` && ++searches === 1)
          await checkout(paymentLink, 'approve');
        return page;
      },
    };

    await reconcilePayments(t.app, { now: later(25 * HOUR), provider });
    expect(searches).toBe(2);
    expect(await statusOf(id)).toBe('PENDING');

    await reconcilePayments(t.app, { now: later(25 * HOUR) });
    expect(await statusOf(id)).toBe('APPROVED');
    expect(await creditsOf(id)).toHaveLength(1);
  });
});

describe('a provider failure', () => {
  it('is counted for its row and the run goes on with the others', async () => {
    const failing = await buyWithCard('cartao-falha@example.com');
    await checkout(failing.paymentLink, 'approve');
    const other = await buyWithCard('cartao-ok@example.com');
    await checkout(other.paymentLink, 'approve');

    const real = new MercadoPagoClient({ apiUrl: mock.url, accessToken: MP_TOKEN });
    const provider: ReconcileProvider = {
      getPayment: (id) => real.getPayment(id),
      searchPayments: async (input) => {
        // The search of the changed payments fails as a whole, and so does one row's.
        if (input.range === 'date_last_updated' || input.externalReference === `purchase:${failing.id}`)
          throw new PaymentProviderError(
            'search payments: HTTP 500 {"payer":{"email":"cartao-falha@example.com"}}',
          );
        return real.searchPayments(input);
      },
    };
    const run = await reconcilePayments(t.app, { now: later(11 * MINUTE), provider });

    expect(run).toMatchObject({ swept: 0, failed: 2, stoppedEarly: false });
    expect(await statusOf(failing.id)).toBe('PENDING');
    expect(await statusOf(other.id)).toBe('APPROVED');

    // The next run, the provider answering again, recovers it.
    await reconcilePayments(t.app, { now: later(12 * MINUTE) });
    expect(await statusOf(failing.id)).toBe('APPROVED');
  });

  it('in the sweep of changed payments stops it there, and the next run goes on from that point', async () => {
    const first = await buyWithCard('varredura-1@example.com');
    await checkout(first.paymentLink, 'approve');
    const second = await buyWithCard('varredura-2@example.com');
    await checkout(second.paymentLink, 'approve');
    const secondPaymentId = (await searchByReference(`purchase:${second.id}`))[0];
    // The earlier tests' clocks, a day ahead, moved the sweep's position: start afresh (a week back).
    await t.db.delete(jobCursors);

    const real = new MercadoPagoClient({ apiUrl: mock.url, accessToken: MP_TOKEN });
    let providerDown = true;
    // Only the sweep finds payments here (the search by reference answers nothing), and reading
    // the second payment fails while the provider is down.
    const provider: ReconcileProvider = {
      getPayment: async (id) => {
        if (providerDown && id === secondPaymentId)
          throw new PaymentProviderError(`get payment ${id}: HTTP 503`);
        return real.getPayment(id);
      },
      searchPayments: async (input) =>
        input.range === 'date_last_updated'
          ? real.searchPayments(input)
          : { total: 0, limit: input.limit, offset: input.offset, results: [] },
    };

    const down = await reconcilePayments(t.app, { now: later(11 * MINUTE), provider });
    expect(down.failed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(first.id)).toBe('APPROVED');
    expect(await statusOf(second.id)).toBe('PENDING');
    // The sweep's position stays at the last change it applied, not the window's end (a minute
    // ahead of the clock here), so the next run reads the failed one again.
    const [cursor] = await t.db.select().from(jobCursors);
    expect(cursor?.position.getTime()).toBeLessThan(Date.now());

    providerDown = false;
    const up = await reconcilePayments(t.app, { now: later(12 * MINUTE), provider });
    expect(up.failed).toBe(0);
    expect(await statusOf(second.id)).toBe('APPROVED');
    expect(await creditsOf(first.id)).toHaveLength(1);
    expect(await creditsOf(second.id)).toHaveLength(1);
  });

  it('is logged by the provider call and its status only, never the answer', () => {
    const error = new PaymentProviderError(
      'search payments: HTTP 500 {"payer":{"email":"carla@example.com"}}',
    );
    expect(describeFailure(error)).toBe('search payments: HTTP 500');
    expect(describeFailure(new TypeError('fetch failed'))).toBe('TypeError');
  });
});
