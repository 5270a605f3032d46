import { describe, expect, it } from 'vitest';
import { chargebacks } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { insertPurchase } from '../../../helpers/admin-fixtures';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

const DAY_MS = 86_400_000;
const host = await createTestUser(t.db, { event: { title: 'Chá da Bia', slug: 'cha-da-bia' } });
const eventId = host.event?.id ?? 0;

/** A cancelled purchase and its charge-back, due in `days` (negative: already past; null: no deadline). */
async function disputed(name: string, days: number | null, amountCents = 11_000) {
  const purchase = await insertPurchase(t.db, eventId, {
    guestName: name,
    status: 'CANCELLED',
    providerPaymentId: `pay-${name}`,
  });
  const [row] = await t.db
    .insert(chargebacks)
    .values({
      purchaseId: purchase.id,
      providerChargebackId: `cb-${name}`,
      providerPaymentId: `pay-${name}`,
      amountCents,
      documentationRequired: days !== null,
      documentationDeadline: days === null ? null : new Date(Date.now() + days * DAY_MS),
    })
    .returning();
  if (!row) throw new Error('chargeback not inserted');
  return row;
}

const later = await disputed('Later', 8);
const past = await disputed('Past', -3);
const soon = await disputed('Soon', 1, 5_050);
const none = await disputed('None', null);
const longPast = await disputed('LongPast', -30);

async function list(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/chargebacks${query}`, headers });
  return { status: response.statusCode, body: response.json() };
}

const ids = (body: { chargebacks: Array<{ id: number }> }) => body.chargebacks.map((row) => row.id);

describe('GET /api/admin/chargebacks', () => {
  it('lists the deadlines still ahead by default, the nearest first, with what the screen shows', async () => {
    const { status, body } = await list('');

    expect(status).toBe(200);
    expect(ids(body)).toEqual([soon.id, later.id]);
    expect(body.totalPages).toBe(1);
    expect(body.total).toBe(2);
    expect(body.chargebacks[0]).toEqual({
      id: soon.id,
      providerChargebackId: 'cb-Soon',
      transaction: { id: soon.purchaseId },
      event: { id: eventId, title: 'Chá da Bia' },
      guestName: 'Soon',
      amount: 50.5,
      documentationRequired: true,
      documentationDeadline: soon.documentationDeadline?.toISOString(),
      coverageApplied: false,
      createdAt: soon.createdAt.toISOString(),
    });
  });

  it('lists the closed ones (past or without a deadline) and all of them, open deadlines first', async () => {
    expect(ids((await list('?status=CLOSED')).body)).toEqual([past.id, longPast.id, none.id]);
    expect(ids((await list('?status=ALL')).body)).toEqual([soon.id, later.id, past.id, longPast.id, none.id]);
  });

  it('pages like the other lists', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?status=ALL&limit=2&page=${page}`)));

    expect(pages.map(({ body }) => ids(body))).toEqual([
      [soon.id, later.id],
      [past.id, longPast.id],
      [none.id],
    ]);
    expect(pages.every(({ body }) => body.totalPages === 3)).toBe(true);
    expect(ids((await list('?status=ALL&limit=2&page=4')).body)).toEqual([]);
  });

  it.each([
    ['?status=ABERTO', 'Status inválido.'],
    ['?page=0', 'O campo Página é inválido.'],
    ['?limit=abc', 'O campo Itens por página é inválido.'],
  ])('refuses %s with a 400 naming the field', async (query, message) => {
    expect(await list(query)).toEqual({ status: 400, body: { success: false, message } });
  });

  it('answers only an administrator', async () => {
    await expectAdminOnly(t, { method: 'GET', url: '/api/admin/chargebacks' });
  });
});
