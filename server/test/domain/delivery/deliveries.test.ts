import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  deliveries,
  eventDeliveryAddresses,
  eventDetails,
  eventGifts,
  ledgerEntries,
  purchases,
} from '../../../src/db/schema/index';
import { changeDeliveryPreference } from '../../../src/domain/delivery/change-delivery-preference';
import { convertDeliveryToCash } from '../../../src/domain/delivery/convert-delivery-to-cash';
import { moveDeliveryStatus } from '../../../src/domain/delivery/move-delivery-status';
import { isDomainError } from '../../../src/domain/errors/domain-error';
import { findBalanceCents } from '../../../src/domain/payout/find-balance';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../helpers/accounts';
import { addGiftsToEvent, buildWithPayments, setPlatformFees } from '../../helpers/payments';
import { findStatusBalanceCents } from '../ledger/find-status-balance';

/**
 * What the couple's delivery preference does to an approved gift, through the real checkout, the
 * payment stand-in's notifications and the back office's refund: for money, today's credit; for
 * delivery, a line to deliver per item line (not the cotas), its share reserved out of the balance
 * ('Reservado para entregas'), used when bought, given back when taken as money or cancelled by a
 * refund before buying; a refund after buying leaves the line for the back office.
 */
const { t, checkout, notify } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 10 });
const admin = await createTestAdmin(t.db);
const asAdmin = await adminHeaders(t.db, admin.id);

/** A couple with a list of an item of R$ 200,00 and a gift in cotas of R$ 100,00 each. */
async function couple(preference: 'cash' | 'weekOfParty' | 'weekAfterParty', eventDate = '2027-03-20') {
  const host = await createTestUser(t.db, { event: { giftDeliveryPreference: preference } });
  const eventId = host.event?.id ?? 0;
  await t.db.insert(eventDetails).values({ eventId, eventDate });
  const [item, cota] = await addGiftsToEvent(t.db, eventId, [20_000, 10_000]);
  if (!item || !cota) throw new Error('gifts not created');
  await t.db
    .update(eventGifts)
    .set({ kind: 'cotas', quantity: 10 })
    .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, cota.id)));
  return { host, eventId, itemId: item.id, cotaId: cota.id };
}

/** A guest buys the item and one cota by card, the provider approves (notified twice). */
async function buy(c: Awaited<ReturnType<typeof couple>>, coverFee = true) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    payload: {
      eventId: c.eventId,
      name: 'Davi Lima',
      email: 'davi@example.com',
      coverFee,
      items: [
        { id: c.itemId, quantity: 1 },
        { id: c.cotaId, quantity: 1 },
      ],
    },
  });
  expect(response.statusCode).toBe(200);
  const { paymentLink } = response.json() as { paymentLink: string };
  const { paymentId } = await checkout(paymentLink, 'approve');
  await notify(paymentId, { times: 2 });
  const [purchase] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
  if (!purchase) throw new Error('purchase not stored');
  expect(purchase.status).toBe('APPROVED');
  return { purchaseId: purchase.id, paymentId };
}

const linesOf = (eventId: number) =>
  t.db.select().from(deliveries).where(eq(deliveries.eventId, eventId)).orderBy(asc(deliveries.id));

const kindsOf = async (eventId: number) =>
  (
    await t.db
      .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.eventId, eventId))
      .orderBy(asc(ledgerEntries.id))
  ).filter((entry) => entry.kind !== 'FEE_KEPT' && entry.kind !== 'FEE_REVERSED');

/** The ledger's balance and the one read from the statuses agree; answers the ledger's. */
async function balanceOf(eventId: number) {
  const balance = await findBalanceCents(t.db, eventId);
  expect(balance).toEqual(await findStatusBalanceCents(t.db, eventId));
  return balance;
}

async function refund(purchaseId: number, itemId?: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/transactions/${purchaseId}/refund`,
    headers: asAdmin,
    payload: itemId === undefined ? {} : { itemId },
  });
  expect(response.json()).toMatchObject({ message: 'Reembolso realizado com sucesso.' });
}

async function expectConflict(promise: Promise<unknown>, message: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isDomainError(error, 'conflict')).toBe(true);
  expect((error as Error).message).toBe(message);
}

describe('the couple who chose money', () => {
  it('receive every gift in the balance, and nothing is to be delivered', async () => {
    const c = await couple('cash');
    await buy(c);
    expect(await linesOf(c.eventId)).toEqual([]);
    expect(await balanceOf(c.eventId)).toMatchObject({
      receivedCents: 30_000,
      availableCents: 30_000,
      reservedCents: 0,
      boughtCents: 0,
    });
  });
});

describe('the couple who chose delivery', () => {
  it('have each item line reserved once, in the window of the party week; cotas stay money', async () => {
    const c = await couple('weekOfParty');
    const { purchaseId } = await buy(c);
    const lines = await linesOf(c.eventId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      purchaseId,
      giftId: c.itemId,
      quantity: 1,
      shareCents: 20_000,
      status: 'TO_BUY',
      cycle: 1,
      dueFrom: '2027-03-14',
      dueTo: '2027-03-20',
    });
    expect(await kindsOf(c.eventId)).toEqual([
      { kind: 'GIFT_CREDITED', amountCents: 30_000 },
      { kind: 'DELIVERY_RESERVED', amountCents: -20_000 },
    ]);
    // received = available + reserved
    expect(await balanceOf(c.eventId)).toMatchObject({
      receivedCents: 30_000,
      reservedCents: 20_000,
      availableCents: 10_000,
    });
  });

  it('after the party: the seven days after it; the share less the fee when the guest did not cover it', async () => {
    const c = await couple('weekAfterParty', '2027-03-20');
    await buy(c, false);
    const [line] = await linesOf(c.eventId);
    // R$ 200,00 − 10 % = R$ 180,00 (and the cota R$ 90,00 in money)
    expect(line).toMatchObject({ shareCents: 18_000, dueFrom: '2027-03-21', dueTo: '2027-03-27' });
    expect(await balanceOf(c.eventId)).toMatchObject({
      receivedCents: 27_000,
      reservedCents: 18_000,
      availableCents: 9_000,
    });
    // the party moves: the window follows
    await t.db
      .update(eventDetails)
      .set({ eventDate: '2027-04-10' })
      .where(eq(eventDetails.eventId, c.eventId));
    expect((await linesOf(c.eventId))[0]).toMatchObject({ dueFrom: '2027-04-11', dueTo: '2027-04-17' });
  });

  it('take a line as money once, never after it is bought', async () => {
    const c = await couple('weekOfParty');
    await buy(c);
    await buy(c);
    const [first, second] = await linesOf(c.eventId);
    if (!first || !second) throw new Error('lines not written');
    await convertDeliveryToCash(t.db, c.host.id, first.id);
    await expectConflict(
      convertDeliveryToCash(t.db, c.host.id, first.id),
      'Este presente já foi convertido em dinheiro.',
    );
    await moveDeliveryStatus(t.db, second.id, admin.id, {
      status: 'BOUGHT',
      costCents: 18_990,
      supplier: 'Loja X',
    });
    await expectConflict(
      convertDeliveryToCash(t.db, c.host.id, second.id),
      'Este presente já foi comprado para entrega: não pode mais ser recebido em dinheiro.',
    );
    // another couple's line is not found
    const other = await createTestUser(t.db);
    const notTheirs = await convertDeliveryToCash(t.db, other.id, second.id).catch((e: unknown) => e);
    expect(isDomainError(notTheirs, 'not-found')).toBe(true);
    expect(await balanceOf(c.eventId)).toMatchObject({
      receivedCents: 60_000,
      reservedCents: 0,
      boughtCents: 20_000,
      availableCents: 40_000,
    });
    expect((await kindsOf(c.eventId)).slice(-2)).toEqual([
      { kind: 'DELIVERY_RELEASED', amountCents: 20_000 },
      { kind: 'DELIVERY_BOUGHT', amountCents: 0 },
    ]);
    const audit = await t.db
      .select({ action: auditLog.action, actorKind: auditLog.actorKind, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'delivery'))
      .orderBy(asc(auditLog.id));
    expect(audit.slice(-2)).toEqual([
      { action: 'delivery.converted', actorKind: 'host', actorId: c.host.id },
      { action: 'delivery.bought', actorKind: 'admin', actorId: admin.id },
    ]);
  });

  it('move along the flow only, with its data, each move audited with who', async () => {
    const c = await couple('weekOfParty');
    await buy(c);
    const [line] = await linesOf(c.eventId);
    if (!line) throw new Error('line not written');
    await expectConflict(
      moveDeliveryStatus(t.db, line.id, admin.id, {
        status: 'SENT',
        carrier: 'Correios',
        trackingCode: 'AA1',
      }),
      'O casal ainda não informou o endereço de entrega: o presente não pode ser enviado.',
    );
    await moveDeliveryStatus(t.db, line.id, admin.id, {
      status: 'BOUGHT',
      costCents: 19_500,
      supplier: 'Loja X',
    });
    await expectConflict(
      moveDeliveryStatus(t.db, line.id, admin.id, { status: 'BOUGHT', costCents: 1, supplier: 'Outra' }),
      'Esta entrega mudou de status enquanto você editava: recarregue a lista e tente de novo.',
    );
    await t.db.insert(eventDeliveryAddresses).values({
      eventId: c.eventId,
      postalCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      neighbourhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      recipientName: 'Ana Souza',
    });
    await moveDeliveryStatus(t.db, line.id, admin.id, {
      status: 'SENT',
      carrier: 'Correios',
      trackingCode: 'BR123456789BR',
    });
    await moveDeliveryStatus(t.db, line.id, admin.id, { status: 'DELIVERED', deliveredOn: '2027-03-18' });
    expect((await linesOf(c.eventId))[0]).toMatchObject({
      status: 'DELIVERED',
      costCents: 19_500,
      supplier: 'Loja X',
      carrier: 'Correios',
      trackingCode: 'BR123456789BR',
      deliveredOn: '2027-03-18',
    });
    // the database refuses a move out of the flow whoever writes
    await expect(
      t.db.update(deliveries).set({ status: 'TO_BUY' }).where(eq(deliveries.id, line.id)),
    ).rejects.toMatchObject({ cause: { constraint: 'deliveries_status_flow' } });
    const audit = await t.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'delivery'), eq(auditLog.entityId, String(line.id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((row) => row.action)).toEqual([
      'delivery.bought',
      'delivery.sent',
      'delivery.delivered',
    ]);
    expect(audit[1]?.after).toMatchObject({ carrier: 'Correios', trackingCode: 'BR123456789BR' });
  });

  it('a refund before buying cancels the line and gives its reservation back: everything nets to zero', async () => {
    const c = await couple('weekOfParty');
    const { purchaseId } = await buy(c);
    await refund(purchaseId);
    expect((await linesOf(c.eventId))[0]).toMatchObject({ status: 'CANCELLED' });
    expect(await kindsOf(c.eventId)).toEqual([
      { kind: 'GIFT_CREDITED', amountCents: 30_000 },
      { kind: 'DELIVERY_RESERVED', amountCents: -20_000 },
      { kind: 'REFUND', amountCents: -30_000 },
      { kind: 'DELIVERY_RELEASED', amountCents: 20_000 },
    ]);
    expect(await balanceOf(c.eventId)).toMatchObject({
      receivedCents: 0,
      reservedCents: 0,
      boughtCents: 0,
      availableCents: 0,
    });
  });

  it("a refund of the item's line alone cancels its delivery; the cota stays money", async () => {
    const c = await couple('weekOfParty');
    const { purchaseId } = await buy(c);
    const refunds = await t.app.inject({
      url: `/api/admin/transactions/${purchaseId}/refunds`,
      headers: asAdmin,
    });
    const [itemLine] = refunds.json().refunds.lines as { id: number }[];
    await refund(purchaseId, itemLine?.id);
    expect((await linesOf(c.eventId))[0]).toMatchObject({ status: 'CANCELLED' });
    const balance = await findBalanceCents(t.db, c.eventId);
    expect(balance).toMatchObject({ reservedCents: 0, availableCents: 10_000 });
  });

  it('a refund after buying leaves the line, marked for the back office; the share leaves the balance', async () => {
    const c = await couple('weekOfParty');
    const { purchaseId } = await buy(c);
    const [line] = await linesOf(c.eventId);
    if (!line) throw new Error('line not written');
    await moveDeliveryStatus(t.db, line.id, admin.id, {
      status: 'BOUGHT',
      costCents: 20_000,
      supplier: 'Loja X',
    });
    await refund(purchaseId);
    const [after] = await linesOf(c.eventId);
    expect(after?.status).toBe('BOUGHT');
    expect(after?.refundedAfterBuyingAt).toBeInstanceOf(Date);
    // the gift was bought with the share the guest got back: −R$ 200,00 until the next gifts
    expect(await balanceOf(c.eventId)).toMatchObject({
      receivedCents: 0,
      boughtCents: 20_000,
      availableCents: 0,
      negativeBalanceCents: -20_000,
    });
  });

  it('an approval again after a refund reopens the cancelled line (a new cycle), once', async () => {
    const c = await couple('weekOfParty');
    const { purchaseId } = await buy(c);
    await t.db.update(purchases).set({ status: 'CANCELLED' }).where(eq(purchases.id, purchaseId));
    await t.db.update(purchases).set({ status: 'APPROVED' }).where(eq(purchases.id, purchaseId));
    await t.db.update(purchases).set({ status: 'APPROVED' }).where(eq(purchases.id, purchaseId));
    const lines = await linesOf(c.eventId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ status: 'TO_BUY', cycle: 2 });
    expect(await balanceOf(c.eventId)).toMatchObject({ reservedCents: 20_000, availableCents: 10_000 });
  });

  it('change their mind while nothing is bought (audited); to money, the lines become money', async () => {
    const c = await couple('weekOfParty');
    await buy(c);
    await changeDeliveryPreference(t.db, c.host.id, c.eventId, 'weekAfterParty');
    expect((await linesOf(c.eventId))[0]).toMatchObject({ dueFrom: '2027-03-21', dueTo: '2027-03-27' });
    await changeDeliveryPreference(t.db, c.host.id, c.eventId, 'cash');
    expect((await linesOf(c.eventId))[0]).toMatchObject({ status: 'CONVERTED' });
    expect(await balanceOf(c.eventId)).toMatchObject({ reservedCents: 0, availableCents: 30_000 });
    const audit = await t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'event.delivery-preference-changed'),
          eq(auditLog.entityId, String(c.eventId)),
        ),
      )
      .orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      {
        before: { giftDeliveryPreference: 'weekOfParty' },
        after: { giftDeliveryPreference: 'weekAfterParty' },
      },
      { before: { giftDeliveryPreference: 'weekAfterParty' }, after: { giftDeliveryPreference: 'cash' } },
    ]);

    const started = await couple('weekOfParty');
    await buy(started);
    const [line] = await linesOf(started.eventId);
    if (!line) throw new Error('line not written');
    await moveDeliveryStatus(t.db, line.id, admin.id, {
      status: 'BOUGHT',
      costCents: 20_000,
      supplier: 'Loja X',
    });
    await expectConflict(
      changeDeliveryPreference(t.db, started.host.id, started.eventId, 'cash'),
      'A preferência de entrega não pode mais ser alterada: um presente já foi comprado para entrega.',
    );
  });
});

describe("the administrator's decision on a gift refunded after it was bought", () => {
  /** A couple whose item (R$ 200,00) was bought for delivery, then refunded whole to the guest. */
  async function boughtThenRefunded() {
    const c = await couple('weekOfParty');
    const { purchaseId } = await buy(c);
    const [line] = await linesOf(c.eventId);
    if (!line) throw new Error('line not written');
    await moveDeliveryStatus(t.db, line.id, admin.id, {
      status: 'BOUGHT',
      costCents: 19_000,
      supplier: 'Loja X',
    });
    await refund(purchaseId);
    return { ...c, lineId: line.id, purchaseId };
  }

  const decide = async (id: number, payload: object, headers: Record<string, string> = asAdmin) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/deliveries/${id}/refund-decision`,
      headers,
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('the platform absorbs it: the share comes back to the couple once, in the ledger and the answers', async () => {
    const c = await boughtThenRefunded();
    // −R$ 200,00: the gift was bought with the share the guest got back
    expect(await balanceOf(c.eventId)).toMatchObject({ receivedCents: 0, negativeBalanceCents: -20_000 });
    const listed = await t.app.inject({
      url: `/api/admin/deliveries?eventId=${c.eventId}&status=ALL`,
      headers: asAdmin,
    });
    expect(listed.json().deliveries[0]).toMatchObject({ refundedAfterBuying: true, refundDecision: null });

    const decided = await decide(c.lineId, { decision: 'PLATFORM_ABSORBS', reason: 'Falha nossa no envio' });
    expect(decided).toMatchObject({
      status: 200,
      body: {
        message: 'Decisão registrada.',
        delivery: {
          status: 'BOUGHT',
          refundDecision: 'PLATFORM_ABSORBS',
          refundDecisionReason: 'Falha nossa no envio',
          convertible: false,
        },
      },
    });
    expect(decided.body.delivery.refundDecidedAt).toEqual(expect.any(String));
    expect(await kindsOf(c.eventId)).toEqual([
      { kind: 'GIFT_CREDITED', amountCents: 30_000 },
      { kind: 'DELIVERY_RESERVED', amountCents: -20_000 },
      { kind: 'DELIVERY_BOUGHT', amountCents: 0 },
      { kind: 'REFUND', amountCents: -30_000 },
      { kind: 'DELIVERY_LOSS_ABSORBED', amountCents: 20_000 },
    ]);
    // received R$ 200,00 (the gift), all of it bought: nothing negative, nothing available
    expect(await balanceOf(c.eventId)).toMatchObject({
      receivedCents: 20_000,
      boughtCents: 20_000,
      reservedCents: 0,
      availableCents: 0,
    });
    expect((await balanceOf(c.eventId)).negativeBalanceCents).toBeUndefined();
    const totals = await t.app.inject({
      url: `/api/admin/events/${c.eventId}/transactions`,
      headers: asAdmin,
    });
    expect(totals.json()).toMatchObject({
      totalReceived: 200,
      totalBought: 200,
      totalReserved: 0,
      totalAvailable: 0,
    });

    // once: a second decision, either way, is refused and moves nothing
    const again = await decide(c.lineId, { decision: 'CHARGE_COUPLE', reason: 'Mudei de ideia' });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'A decisão sobre esta entrega já foi tomada.' },
    });
    await expect(
      t.db.update(deliveries).set({ refundDecision: 'CHARGE_COUPLE' }).where(eq(deliveries.id, c.lineId)),
    ).rejects.toThrow();
    expect(await kindsOf(c.eventId)).toHaveLength(5);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delivery.refund-decided'), eq(auditLog.entityId, String(c.lineId))));
    expect(audits.map((row) => [row.actorKind, row.actorId, row.after])).toEqual([
      [
        'admin',
        admin.id,
        { refundDecision: 'PLATFORM_ABSORBS', reason: 'Falha nossa no envio', creditedCents: 20_000 },
      ],
    ]);
  });

  it('the couple are charged: nothing moves, the negative stays to be recovered from later gifts', async () => {
    const c = await boughtThenRefunded();
    const decided = await decide(c.lineId, {
      decision: 'CHARGE_COUPLE',
      reason: 'O casal ficou com o presente',
    });
    expect(decided.body.delivery).toMatchObject({ refundDecision: 'CHARGE_COUPLE' });
    expect((await kindsOf(c.eventId)).map((entry) => entry.kind)).not.toContain('DELIVERY_LOSS_ABSORBED');
    expect(await balanceOf(c.eventId)).toMatchObject({ boughtCents: 20_000, negativeBalanceCents: -20_000 });
    // a later gift pays the negative back first
    await buy(c);
    expect(await balanceOf(c.eventId)).toMatchObject({ reservedCents: 20_000, availableCents: 0 });
  });

  it('is asked only of such a line, by an administrator, with a decision and a reason', async () => {
    const c = await boughtThenRefunded();
    expect((await decide(c.lineId, { reason: 'x' })).body.message).toBe(
      'Escolha a decisão (campo Decisão): cobrar do casal ou a plataforma assume a perda.',
    );
    expect((await decide(c.lineId, { decision: 'HALF', reason: 'x' })).status).toBe(400);
    expect((await decide(c.lineId, { decision: 'CHARGE_COUPLE', reason: '  ' })).body.message).toBe(
      'Informe o motivo da decisão (campo Motivo).',
    );
    expect((await decide(999_999, { decision: 'CHARGE_COUPLE', reason: 'x' })).status).toBe(404);
    const asHost = await userHeaders(t.db, c.host.id);
    expect((await decide(c.lineId, { decision: 'PLATFORM_ABSORBS', reason: 'x' }, asHost)).status).toBe(401);
    // a line still to be bought (another couple's, not refunded): nothing to decide
    const other = await couple('weekOfParty');
    await buy(other);
    const [open] = await linesOf(other.eventId);
    const refused = await decide(open?.id ?? 0, { decision: 'PLATFORM_ABSORBS', reason: 'x' });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message:
          'Não há decisão a tomar: este presente não foi reembolsado nem contestado depois de comprado, ou foi pago de novo.',
      },
    });
    // approved again after the refund: the couple were credited again, nothing is lost
    await t.db.update(purchases).set({ status: 'APPROVED' }).where(eq(purchases.id, c.purchaseId));
    expect((await decide(c.lineId, { decision: 'PLATFORM_ABSORBS', reason: 'x' })).status).toBe(409);
    expect(await kindsOf(c.eventId)).not.toContainEqual(
      expect.objectContaining({ kind: 'DELIVERY_LOSS_ABSORBED' }),
    );
  });
});
