import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, purchases } from '../../src/db/schema/index';
import {
  adminHeaders,
  createTestAdmin,
  createTestUser,
  TEST_PASSWORD,
  userHeaders,
} from '../helpers/accounts';
import { insertPayout, insertPurchase } from '../helpers/admin-fixtures';
import { addGiftsToEvent, buildWithPayments, setPlatformFees } from '../helpers/payments';
import { TEST_CPF } from '../helpers/payout-destination';

const { t, checkout } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 10 });
const admin = await createTestAdmin(t.db, { firstName: 'Alice', lastName: 'Lima' });
const headers = await adminHeaders(t.db, admin.id);
const adminActor = { actorKind: 'admin', actorId: admin.id, actorLabel: `Alice Lima <${admin.email}>` };

/** The audit rows of one entity: each action must leave exactly one. */
const recordsOf = (entityType: string, entityId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);

/** A guest's purchase of two gifts (R$ 100,00 and R$ 33,33), paid and approved at the stand-in. */
async function approvedPurchase() {
  const host = await createTestUser(t.db);
  const eventId = host.event?.id ?? 0;
  const [a, b] = await addGiftsToEvent(t.db, eventId, [10_000, 3_333]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    payload: {
      eventId,
      name: 'Carla Dias',
      email: 'carla@example.com',
      items: [
        { id: a?.id, quantity: 1 },
        { id: b?.id, quantity: 1 },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { paymentLink } = response.json() as { paymentLink: string };
  await checkout(paymentLink, 'approve');
  const [purchase] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
  if (!purchase) throw new Error('purchase not stored');
  return purchase;
}

describe('the audit log records each decision once, with who, what and the values masked', () => {
  it('payout.concluded: the amounts, the reason and the destination masked', async () => {
    const host = await createTestUser(t.db);
    const eventId = host.event?.id ?? 0;
    await insertPurchase(t.db, eventId, {
      items: [{ giftName: 'Panela', unitPriceCents: 50_000, quantity: 1 }],
    });
    const payout = await insertPayout(t.db, {
      eventId,
      userId: host.id,
      requestedAmountCents: 30_000,
      destinationHolderName: 'Ana Souza',
      destinationDocumentType: 'CPF',
      destinationDocument: TEST_CPF,
      destinationPixKeyType: 'EMAIL',
      destinationPixKey: 'ana.souza@dominio.com',
    });

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payouts/${payout.id}/conclude`,
      headers,
      payload: { paidAmount: 299.9, reason: 'Tarifa do banco' },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await recordsOf('payout', payout.id)).toEqual([
      expect.objectContaining({
        ...adminActor,
        action: 'payout.concluded',
        before: { status: 'PENDING', requestedAmount: 300 },
        after: {
          status: 'PAID',
          paidAmount: 299.9,
          shortfallReason: 'Tarifa do banco',
          document: '***.456.789-**',
          pixKey: 'a***@dominio.com',
        },
      }),
    ]);
  });

  it('payout.concluded is not recorded when the conclusion is refused', async () => {
    const host = await createTestUser(t.db);
    const payout = await insertPayout(t.db, { eventId: host.event?.id ?? 0, userId: host.id });

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payouts/${payout.id}/conclude`,
      headers,
      payload: { paidAmount: 10 },
    });

    expect(response.statusCode).toBe(400);
    expect(await recordsOf('payout', payout.id)).toEqual([]);
  });

  it('purchase.refunded: one line, then the rest (the purchase cancelled)', async () => {
    const purchase = await approvedPurchase();
    const refunds = (
      await t.app.inject({ url: `/api/admin/transactions/${purchase.id}/refunds`, headers })
    ).json().refunds as { lines: { id: number }[] };
    const [first, second] = refunds.lines;

    const line = await t.app.inject({
      method: 'POST',
      url: `/api/admin/transactions/${purchase.id}/refund`,
      headers,
      payload: { itemId: second?.id },
    });
    expect(line.statusCode, line.body).toBe(200);
    const rest = await t.app.inject({
      method: 'POST',
      url: `/api/admin/transactions/${purchase.id}/refund`,
      headers,
      payload: { itemId: first?.id },
    });
    expect(rest.statusCode, rest.body).toBe(200);

    // R$ 33,33 of R$ 133,33 of gifts is R$ 36,66 of the R$ 146,66 paid; the rest is R$ 110,00.
    expect(await recordsOf('purchase', purchase.id)).toEqual([
      expect.objectContaining({
        ...adminActor,
        action: 'purchase.refunded',
        before: { status: 'APPROVED' },
        after: { status: 'APPROVED', itemId: second?.id, refundedAmount: 36.66 },
      }),
      expect.objectContaining({
        ...adminActor,
        action: 'purchase.refunded',
        before: { status: 'APPROVED' },
        after: { status: 'CANCELLED', itemId: first?.id, refundedAmount: 110 },
      }),
    ]);
  });

  it('purchase.status-set: the status before and after, the reason and what the provider said', async () => {
    const host = await createTestUser(t.db);
    const purchase = await insertPurchase(t.db, host.event?.id ?? 0, { status: 'PENDING' });

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/transactions/${purchase.id}/status`,
      headers,
      // never paid (the provider has no payment for it): given up by hand, with the reason
      payload: { status: 'CANCELLED', reason: 'Convidado desistiu' },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await recordsOf('purchase', purchase.id)).toEqual([
      expect.objectContaining({
        ...adminActor,
        action: 'purchase.status-set',
        before: { status: 'PENDING', state: 'PENDING' },
        after: {
          status: 'CANCELLED',
          state: 'CANCELLED',
          reason: 'Convidado desistiu',
          providerStatus: 'none',
        },
      }),
    ]);
  });

  it('user.deactivated and user.activated, and nothing when the edit leaves the status alone', async () => {
    const user = await createTestUser(t.db, { event: null });
    const edit = (active: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${user.id}`,
        headers,
        payload: {
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          phoneNumber: user.phoneNumber,
          active,
        },
      });

    expect((await edit(true)).statusCode).toBe(200);
    expect(await recordsOf('user', user.id)).toEqual([]);
    expect((await edit(false)).statusCode).toBe(200);
    expect((await edit(true)).statusCode).toBe(200);

    expect(await recordsOf('user', user.id)).toEqual([
      expect.objectContaining({
        ...adminActor,
        action: 'user.deactivated',
        before: { active: true },
        after: { active: false },
      }),
      expect.objectContaining({
        ...adminActor,
        action: 'user.activated',
        before: { active: false },
        after: { active: true },
      }),
    ]);
  });

  it('event.deactivated and event.activated', async () => {
    const host = await createTestUser(t.db);
    const eventId = host.event?.id ?? 0;
    const edit = (active: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/events/${eventId}`,
        headers,
        payload: {
          title: 'Casamento de Ana',
          subtitle: 'Vamos celebrar',
          slug: `evento-${host.id}`,
          active,
          titleDescription: 'Bem-vindos',
          description: 'Nossa história',
          color: '#7B1FA2',
          details: {
            eventDate: '2025-10-18',
            startTime: '16:00',
            endTime: '23:30',
            eventType: 'in-person',
            eventLocation: 'Sítio Bela Vista',
            postalCode: '01310-100',
            fullAddress: 'Estrada do Sítio, 100',
            transmission: '',
            transmissionLink: '',
            transmissionPassword: '',
          },
        },
      });

    const off = await edit(false);
    expect(off.statusCode, off.body).toBe(200);
    expect((await edit(true)).statusCode).toBe(200);

    expect(await recordsOf('event', eventId)).toEqual([
      expect.objectContaining({
        ...adminActor,
        action: 'event.deactivated',
        before: { active: true },
        after: { active: false },
      }),
      expect.objectContaining({
        ...adminActor,
        action: 'event.activated',
        before: { active: false },
        after: { active: true },
      }),
    ]);
  });

  it('admin.password-changed: who and when, never the password', async () => {
    const other = await createTestAdmin(t.db, { firstName: 'Bruno', lastName: 'Reis' });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/password',
      headers: await adminHeaders(t.db, other.id),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'nova-senha-2025' },
    });

    expect(response.statusCode, response.body).toBe(200);
    const records = await recordsOf('admin', other.id);
    expect(records).toEqual([
      expect.objectContaining({
        actorKind: 'admin',
        actorId: other.id,
        actorLabel: `Bruno Reis <${other.email}>`,
        action: 'admin.password-changed',
        before: null,
        after: null,
      }),
    ]);
  });

  it('payout-destination.changed: the host as actor, before and after masked', async () => {
    const host = await createTestUser(t.db, { event: null, firstName: 'Ana', lastName: 'Souza' });
    const hostHeaders = await userHeaders(t.db, host.id);
    const save = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/users/payout-destination', headers: hostHeaders, payload });
    const base = { holderName: 'Ana Souza', documentType: 'CPF', document: '123.456.789-09' };

    expect(
      (await save({ ...base, pixKeyType: 'CPF', pixKey: '123.456.789-09', currentPassword: host.password }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await save({
          ...base,
          pixKeyType: 'PHONE',
          pixKey: '(11) 98765-4321',
          currentPassword: host.password,
        })
      ).statusCode,
    ).toBe(200);

    const records = await recordsOf('payout_destination', host.id);
    const hostActor = { actorKind: 'host', actorId: host.id, actorLabel: `Ana Souza <${host.email}>` };
    const masked = { holderName: 'Ana Souza', documentType: 'CPF', document: '***.456.789-**' };
    expect(records).toEqual([
      expect.objectContaining({
        ...hostActor,
        action: 'payout-destination.changed',
        before: null,
        after: { ...masked, pixKeyType: 'CPF', pixKey: '***.456.789-**' },
      }),
      expect.objectContaining({
        ...hostActor,
        action: 'payout-destination.changed',
        before: { ...masked, pixKeyType: 'CPF', pixKey: '***.456.789-**' },
        after: { ...masked, pixKeyType: 'PHONE', pixKey: '+55 (11) *****-4321' },
      }),
    ]);
    expect(JSON.stringify(records)).not.toContain(TEST_CPF);
    expect(JSON.stringify(records)).not.toContain('987654321');
  });
});

describe('audit_log is append-only', () => {
  it('refuses UPDATE and DELETE, even from the application', async () => {
    const user = await createTestUser(t.db, { event: null });
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers,
      payload: {
        firstName: 'Ana',
        lastName: 'Souza',
        email: user.email,
        phoneNumber: user.phoneNumber,
        active: false,
      },
    });
    const [record] = await recordsOf('user', user.id);
    if (!record) throw new Error('no record');

    await expect(
      t.db.update(auditLog).set({ actorLabel: 'outra pessoa' }).where(eq(auditLog.id, record.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, record.id))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await recordsOf('user', user.id)).toEqual([record]);
  });
});
