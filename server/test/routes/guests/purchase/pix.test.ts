import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../src/config';
import { purchaseItems, purchases } from '../../../../src/db/schema/index';
import { createTestUser } from '../../../helpers/accounts';
import { readOutbox } from '../../../helpers/outbox';
import { addGiftsToEvent, buildWithPayments, MP_TOKEN, setPlatformFees } from '../../../helpers/payments';

const { t, mock, createdNotified, notify } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 5 });

const host = await createTestUser(t.db, { event: { title: 'Ana & Pedro', slug: 'ana-e-pedro-pix' } });
const eventId = host.event?.id ?? 0;
// R$ 100,00 and R$ 52,50: at 5 % the guest pays R$ 105,00 and R$ 55,13 (55,125 rounded up).
const [panelas, cafeteira] = await addGiftsToEvent(t.db, eventId, [10_000, 5_250]);

const VALID_CPF = '529.982.247-25';

const payWithPix = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/guests/purchase/pix', payload });

const readStatus = (id: number, token: string) =>
  t.app.inject({ url: `/api/guests/purchase/${id}/status?token=${encodeURIComponent(token)}` });

const validBody = (email = 'carla@example.com') => ({
  eventId,
  name: 'Carla Dias',
  email,
  cpf: VALID_CPF,
  attemptId: randomUUID(),
  items: [
    { id: panelas?.id, quantity: 2 },
    { id: cafeteira?.id, quantity: 1 },
  ],
});

/** The provider's payment as its REST API answers it. */
async function providerPayment(paymentId: string) {
  const response = await fetch(`${mock.url}/v1/payments/${paymentId}`, {
    headers: { authorization: `Bearer ${MP_TOKEN}` },
  });
  return (await response.json()) as Record<string, unknown> & {
    point_of_interaction: { transaction_data: { ticket_url: string; qr_code: string } };
  };
}

/** The provider's payments of a purchase (its external reference). */
async function providerPaymentsOf(purchaseId: number) {
  const query = new URLSearchParams({
    external_reference: `purchase:${purchaseId}`,
    range: 'date_created',
    begin_date: 'NOW-1DAYS',
    end_date: 'NOW',
  });
  const response = await fetch(`${mock.url}/v1/payments/search?${query}`, {
    headers: { authorization: `Bearer ${MP_TOKEN}` },
  });
  return ((await response.json()) as { results: { id: number }[] }).results;
}

async function storedPurchase(id: number) {
  const [row] = await t.db.select().from(purchases).where(eq(purchases.id, id));
  return row;
}

describe('POST /api/guests/purchase/pix', () => {
  it('issues a Pix for the database prices, and its payment by the bank approves the purchase and mails', async () => {
    const response = await payWithPix(validBody('pix-aprovado@example.com'));

    expect(response.statusCode).toBe(200);
    const { purchase, statusToken, message } = response.json();
    expect(message).toBe('Pague o Pix para concluir o presente.');
    expect(statusToken).toMatch(/^[\w-]{40,}$/);
    expect(purchase).toMatchObject({ status: 'PENDING', totalPrice: 265.13 });
    // The copia-e-cola and its expiry, no more: the site draws the QR code from the code.
    expect(purchase.pix).toEqual({ code: expect.stringMatching(/^000201/), expiresAt: expect.any(String) });
    // 30 minutes by default (PIX_EXPIRATION_MINUTES).
    const minutesLeft = (Date.parse(purchase.pix.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30.1);

    const stored = await storedPurchase(purchase.id);
    expect(stored).toMatchObject({
      eventId,
      guestEmail: 'pix-aprovado@example.com',
      status: 'PENDING',
      userAmountCents: 25_250,
      totalPriceCents: 26_513,
      paymentMethod: 'pix',
      pixCode: purchase.pix.code,
      paymentLink: null,
    });
    expect(stored?.providerPaymentId).toEqual(expect.any(String));
    const lines = await t.db
      .select({ giftId: purchaseItems.giftId, quantity: purchaseItems.quantity })
      .from(purchaseItems)
      .where(eq(purchaseItems.purchaseId, purchase.id))
      .orderBy(purchaseItems.id);
    expect(lines).toEqual([
      { giftId: panelas?.id, quantity: 2 },
      { giftId: cafeteira?.id, quantity: 1 },
    ]);

    // The provider was asked for the final total, for this purchase, notifying our webhook.
    const payment = await providerPayment(stored?.providerPaymentId ?? '');
    expect(payment).toMatchObject({
      transaction_amount: 265.13,
      payment_method_id: 'pix',
      external_reference: `purchase:${purchase.id}`,
      notification_url: `${t.config.publicUrl}/api/payments/webhook`,
    });
    expect(payment.point_of_interaction.transaction_data.qr_code).toBe(purchase.pix.code);

    // The guest pays in the bank's app ('Pagar' on the ticket page): the provider notifies.
    await createdNotified(stored?.providerPaymentId ?? '');
    const paid = await fetch(payment.point_of_interaction.transaction_data.ticket_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(paid.status).toBe(200);

    const status = await readStatus(purchase.id, statusToken);
    expect(status.statusCode).toBe(200);
    expect(status.json().purchase).toMatchObject({ id: purchase.id, status: 'APPROVED', totalPrice: 265.13 });
    expect((await storedPurchase(purchase.id))?.status).toBe('APPROVED');
    const mails = await readOutbox(t.config);
    const guestMails = mails.filter((mail) => mail.to.includes('pix-aprovado@example.com'));
    expect(guestMails).toHaveLength(1);
    expect(guestMails[0]?.text).toMatch(/R\$\s265,13/);
    expect(mails.filter((mail) => mail.to.includes(host.email))).toHaveLength(1);
  });

  it("asks the provider nothing on the notice of a Pix's creation, and reads back its payment", async () => {
    const { purchase } = (await payWithPix(validBody('pix-criado@example.com'))).json();
    const paymentId = (await storedPurchase(purchase.id))?.providerPaymentId ?? '';
    await createdNotified(paymentId);
    /** How many times the platform read the payment back from the provider. */
    const reads = async () =>
      ((await (await fetch(`${mock.url}/__control/payments/${paymentId}/reads`)).json()) as { reads: number })
        .reads;

    // Its creation, told once more (a retry): nothing the kept answer does not say, nothing asked.
    expect(await notify(paymentId, { action: 'payment.created' })).toEqual([200]);
    expect(await reads()).toBe(0);
    expect((await storedPurchase(purchase.id))?.status).toBe('PENDING');

    // Paid in the bank's app: that notice is read back and applied.
    const { ticket_url } = (await providerPayment(paymentId)).point_of_interaction.transaction_data;
    const readsBefore = await reads();
    const paid = await fetch(ticket_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(paid.status).toBe(200);
    expect(await reads()).toBe(readsBefore + 1);
    expect((await storedPurchase(purchase.id))?.status).toBe('APPROVED');

    // A creation notice arriving after the payment: the row no longer waits, so it is read back.
    expect(await notify(paymentId, { action: 'payment.created' })).toEqual([200]);
    expect(await reads()).toBe(readsBefore + 2);
    expect((await storedPurchase(purchase.id))?.status).toBe('APPROVED');
  });

  it('shows an unpaid Pix as expired, and the same cart gets a new one', async () => {
    const cart = validBody('pix-expirado@example.com');
    const first = (await payWithPix(cart)).json();
    const firstRow = await storedPurchase(first.purchase.id);

    // Its time runs out: the provider cancels it and notifies; here its expiry has passed too.
    await createdNotified(firstRow?.providerPaymentId ?? '');
    const expired = await fetch(`${mock.url}/__control/payments/${firstRow?.providerPaymentId}/expire`, {
      method: 'POST',
    });
    expect(expired.status).toBe(200);
    await t.db
      .update(purchases)
      .set({ pixExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(purchases.id, first.purchase.id));

    const status = await readStatus(first.purchase.id, first.statusToken);
    expect(status.json().purchase.status).toBe('EXPIRED');
    expect((await storedPurchase(first.purchase.id))?.status).toBe('CANCELLED');

    // 'Gerar novo código': the same cart, a new attempt.
    const again = await payWithPix({ ...cart, attemptId: randomUUID() });
    expect(again.statusCode).toBe(200);
    const second = again.json();
    expect(second.purchase.id).not.toBe(first.purchase.id);
    expect(second.purchase).toMatchObject({ status: 'PENDING', totalPrice: 265.13 });
    expect(second.purchase.pix.code).not.toBe(first.purchase.pix.code);
    expect((await readStatus(second.purchase.id, second.statusToken)).json().purchase.status).toBe('PENDING');
    expect((await storedPurchase(first.purchase.id))?.status).toBe('CANCELLED');
  });

  it('answers a double submit of the same attempt with one purchase and one charge', async () => {
    const body = validBody('pix-duplo@example.com');
    const [one, two] = await Promise.all([payWithPix(body), payWithPix(body)]);
    const three = await payWithPix(body);

    for (const response of [one, two, three]) expect(response.statusCode).toBe(200);
    const ids = new Set([one, two, three].map((response) => response.json().purchase.id));
    expect(ids.size).toBe(1);
    const codes = new Set([one, two, three].map((response) => response.json().purchase.pix.code));
    expect(codes.size).toBe(1);
    expect(new Set([one, two, three].map((response) => response.json().statusToken)).size).toBe(1);

    const rows = await t.db
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.guestEmail, 'pix-duplo@example.com'));
    expect(rows).toHaveLength(1);
    expect(await providerPaymentsOf(rows[0]?.id ?? 0)).toHaveLength(1);
  });

  it.each([
    ['529.982.247-24', 'CPF inválido: confira os números.'],
    ['111.111.111-11', 'CPF inválido: confira os números.'],
    ['1234', 'CPF inválido: confira os números.'],
    ['', 'Por favor, preencha seu CPF para pagar com Pix.'],
    [undefined, 'Por favor, preencha seu CPF para pagar com Pix.'],
  ])('refuses the CPF %o in Portuguese and charges nothing', async (cpf, message) => {
    const before = (await t.db.select({ id: purchases.id }).from(purchases)).length;
    const response = await payWithPix({ ...validBody('cpf-ruim@example.com'), cpf });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect((await t.db.select({ id: purchases.id }).from(purchases)).length).toBe(before);
  });

  it('refuses a missing or malformed attempt', async () => {
    const missing = await payWithPix({ ...validBody(), attemptId: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('O campo Tentativa de pagamento é inválido.');
    const malformed = await payWithPix({ ...validBody(), attemptId: 'abc' });
    expect(malformed.statusCode).toBe(400);
  });

  it('never writes the CPF anywhere in the database', async () => {
    const response = await payWithPix(validBody('cpf-guardado@example.com'));
    const row = await storedPurchase(response.json().purchase.id);
    expect(JSON.stringify(row)).not.toContain('52998224725');
  });
});

describe('PIX_EXPIRATION_MINUTES', () => {
  it('is 30 minutes unless set, and refuses what is not a whole number of minutes up to a day', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).pixExpirationMinutes).toBe(30);
    expect(loadConfig({ NODE_ENV: 'test', PIX_EXPIRATION_MINUTES: '45' }).pixExpirationMinutes).toBe(45);
    for (const bad of ['0', '1441', '2.5', 'meia hora']) {
      expect(() => loadConfig({ NODE_ENV: 'test', PIX_EXPIRATION_MINUTES: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'test', PIX_EXPIRATION_MINUTES: bad })).toThrow(
        /PIX_EXPIRATION_MINUTES/,
      );
    }
  });
});
