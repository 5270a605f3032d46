import { describe, expect, it } from 'vitest';
import { purchases } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';
import { readAllPages } from '../../../helpers/read-all-pages';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);
const host = await createTestUser(t.db);
const other = await createTestUser(t.db);
const eventId = host.event?.id ?? 0;
const otherEventId = other.event?.id ?? 0;

const base = Date.UTC(2025, 4, 1, 12);
const purchase = (
  i: number,
  fields: { guestName: string; guestEmail: string; status: 'PENDING' | 'APPROVED' | 'CANCELLED' },
  event = eventId,
  providerPaymentId: string | null = null,
) => ({
  eventId: event,
  userAmountCents: 1_000,
  totalPriceCents: 1_100 + i,
  percentage: 10,
  providerPaymentId,
  createdAt: new Date(base + i * 60_000),
  ...fields,
});

const [joao, joaoPending, maria, pedro, stranger] = await t.db
  .insert(purchases)
  .values([
    purchase(
      1,
      { guestName: 'João Conceição', guestEmail: 'Joao.C@Exemplo.com', status: 'APPROVED' },
      eventId,
      '90001',
    ),
    purchase(2, { guestName: 'JOÃO Conceição', guestEmail: 'joao.c@exemplo.com', status: 'PENDING' }),
    purchase(
      3,
      { guestName: 'Maria Souza', guestEmail: 'maria@exemplo.com', status: 'APPROVED' },
      eventId,
      '90002',
    ),
    purchase(
      4,
      { guestName: 'Pedro Lima', guestEmail: 'pedro@exemplo.com', status: 'CANCELLED' },
      otherEventId,
    ),
    purchase(
      5,
      { guestName: 'Outro', guestEmail: 'outro@exemplo.com', status: 'APPROVED' },
      otherEventId,
      '190001',
    ),
  ])
  .returning();

async function list(query: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/transactions', query, headers });
  return response;
}

async function ids(query: Record<string, string>) {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().transactions as Array<{ id: number }>).map((row) => row.id);
}

describe('GET /api/admin/transactions: finding a payment', () => {
  it("finds by part of the guest's name, ignoring accents and case, in every status when asked", async () => {
    expect(await ids({ status: 'ALL', search: 'joao concei' })).toEqual([joaoPending?.id, joao?.id]);
    expect(await ids({ status: 'ALL', search: 'CONCEIÇÃO' })).toEqual([joaoPending?.id, joao?.id]);
  });

  it("finds by part of the guest's e-mail, ignoring case", async () => {
    expect(await ids({ status: 'ALL', search: 'MARIA@EXEMPLO' })).toEqual([maria?.id]);
    expect(await ids({ status: 'ALL', search: 'c@exemplo.com' })).toEqual([joaoPending?.id, joao?.id]);
  });

  it("finds by the provider's payment id, exactly (not a part of it)", async () => {
    expect(await ids({ status: 'ALL', search: '90001' })).toEqual([joao?.id]);
    expect(await ids({ status: 'ALL', search: ' 190001 ' })).toEqual([stranger?.id]);
    expect(await ids({ status: 'ALL', search: '9000' })).toEqual([]);
  });

  it('keeps the status filter with a search', async () => {
    expect(await ids({ status: 'APPROVED', search: 'joao' })).toEqual([joao?.id]);
    expect(await ids({ status: 'PENDING', search: 'joao' })).toEqual([joaoPending?.id]);
  });

  it('filters by event, with or without a status and a search', async () => {
    expect(await ids({ status: 'ALL', eventId: String(otherEventId) })).toEqual([stranger?.id, pedro?.id]);
    expect(await ids({ status: 'APPROVED', eventId: String(eventId) })).toEqual([maria?.id, joao?.id]);
    expect(await ids({ status: 'ALL', eventId: String(eventId), search: 'pedro' })).toEqual([]);
  });

  it('counts the pages of what matches, and pages through it in the asked order', async () => {
    const { rows, totalPages } = await readAllPages<{ id: number }>(
      t.app,
      { url: '/api/admin/transactions', key: 'transactions', headers },
      { status: 'ALL', search: 'exemplo.com', sort: 'totalPrice', order: 'ASC' },
      2,
    );
    expect(rows.map((row) => row.id)).toEqual(
      [joao, joaoPending, maria, pedro, stranger].map((row) => row?.id),
    );
    expect(totalPages).toBe(3);
    const response = await list({ status: 'ALL', search: 'exemplo.com', limit: '2' });
    expect(response.json().total).toBe(5);
  });

  it('lists every status, newest first, with ALL and nothing else', async () => {
    const all = await ids({ status: 'ALL' });
    expect(all).toEqual([stranger, pedro, maria, joaoPending, joao].map((row) => row?.id));
  });

  it('still lists the pending ones by default', async () => {
    expect(await ids({})).toEqual([joaoPending?.id]);
  });

  it('refuses a bad search or event with a Portuguese message naming the field', async () => {
    const long = await list({ search: 'a'.repeat(255) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/Busca/);
    const nul = await list({ search: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/Busca/);
    const event = await list({ eventId: 'abc' });
    expect(event.statusCode).toBe(400);
    expect(event.json().message).toMatch(/ID do evento/);
    const status = await list({ status: 'TODOS' });
    expect(status.statusCode).toBe(400);
  });

  it('takes a search text with LIKE wildcards literally', async () => {
    expect(await ids({ status: 'ALL', search: '%' })).toEqual([]);
    expect(await ids({ status: 'ALL', search: '_' })).toEqual([]);
  });

  it('answers administrators only', async () => {
    await expectAdminOnly(t, { method: 'GET', url: '/api/admin/transactions?status=ALL&search=joao' });
  });
});

describe('GET /api/admin/transactions/{id}: one payment, its record page', () => {
  it('answers the transaction with its event, its host and the payment id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/transactions/${joao?.id}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().transaction).toMatchObject({
      id: joao?.id,
      guestName: 'João Conceição',
      status: 'APPROVED',
      providerPaymentId: '90001',
      event: { id: eventId, title: 'Casamento de Ana', userId: host.id },
    });
  });

  it('says in Portuguese that an unknown one does not exist, and refuses an id that is not one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/transactions/999999', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Transação não encontrada.');
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/transactions/abc', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('answers administrators only', async () => {
    await expectAdminOnly(t, { method: 'GET', url: `/api/admin/transactions/${joao?.id}` });
  });

  it('gives the list rows their event title, host and payment id too', async () => {
    const response = await list({ status: 'APPROVED', search: '90002' });
    expect(response.json().transactions[0]).toMatchObject({
      providerPaymentId: '90002',
      event: { id: eventId, title: 'Casamento de Ana', userId: host.id },
    });
  });
});
