import { count, ilike, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../../src/db/schema/index';
import { USER_FULL_NAME } from '../../../../src/domain/user/find-users';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

// 25 'Silva' users created a minute apart (the newest last), and three others to tell apart.
const base = Date.UTC(2025, 0, 1, 12);
await t.db.insert(users).values(
  Array.from({ length: 25 }, (_, i) => ({
    firstName: `Pessoa${String(i).padStart(2, '0')}`,
    lastName: 'Silva',
    email: `silva${i}@familia.dev`,
    phoneNumber: `(21) 90000-00${String(i).padStart(2, '0')}`,
    passwordHash: 'x',
    createdAt: new Date(base + i * 60_000),
  })),
);
await t.db.insert(users).values([
  {
    firstName: 'Maria',
    lastName: 'Clara Souza',
    email: 'mc@exemplo.dev',
    phoneNumber: '(11) 98765-4321',
    passwordHash: 'x',
    active: false,
    createdAt: new Date(base - 60_000),
  },
  {
    firstName: 'João',
    lastName: '100%_Real',
    email: 'joao_real@exemplo.dev',
    phoneNumber: '(31) 91234-5678',
    passwordHash: 'x',
    createdAt: new Date(base - 120_000),
  },
  {
    firstName: 'Joaquim',
    lastName: '100 Reais',
    email: 'joaoxreal@exemplo.dev',
    phoneNumber: '(31) 95555-5555',
    passwordHash: 'x',
    createdAt: new Date(base - 180_000),
  },
]);

async function list(query: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/admin/users', query, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const firstNames = (body: { users: { firstName: string }[] }) => body.users.map((user) => user.firstName);

describe('GET /api/admin/users', () => {
  it('pages 20 at a time, newest first, with the total and the page count', async () => {
    const first = await list({ name: 'silva' });
    expect(first.total).toBe(25);
    expect(first.totalPages).toBe(2);
    expect(first.users).toHaveLength(20);
    expect(first.users[0]).toEqual({
      id: expect.any(Number),
      firstName: 'Pessoa24',
      lastName: 'Silva',
      email: 'silva24@familia.dev',
      phoneNumber: '(21) 90000-0024',
      status: 'ACTIVE',
      active: true,
      createdAt: new Date(base + 24 * 60_000).toISOString(),
    });

    const second = await list({ name: 'silva', page: '2' });
    expect(firstNames(second)).toEqual(['Pessoa04', 'Pessoa03', 'Pessoa02', 'Pessoa01', 'Pessoa00']);
    expect(second.total).toBe(25);
  });

  it('lists everyone without filters and honours limit', async () => {
    const body = await list({ limit: '5' });
    expect(body.total).toBe(28);
    expect(body.totalPages).toBe(6);
    expect(body.users).toHaveLength(5);
  });

  it('matches the name on first name, last name or both, in any case', async () => {
    expect(firstNames(await list({ name: 'MARIA' }))).toEqual(['Maria']);
    expect(firstNames(await list({ name: 'clara souza' }))).toEqual(['Maria']);
    expect(firstNames(await list({ name: 'maria clara' }))).toEqual(['Maria']);
    expect(firstNames(await list({ name: 'ria cla' }))).toEqual(['Maria']);
  });

  it('matches part of the e-mail and of the phone number', async () => {
    expect(firstNames(await list({ email: 'MC@EXEMPLO' }))).toEqual(['Maria']);
    expect(firstNames(await list({ phoneNumber: '98765' }))).toEqual(['Maria']);
    expect(firstNames(await list({ phoneNumber: '(31)' }))).toEqual(['João', 'Joaquim']);
  });

  it('combines the filters', async () => {
    expect((await list({ name: 'silva', phoneNumber: '0000-001' })).total).toBe(10);
    expect((await list({ name: 'silva', email: 'exemplo' })).total).toBe(0);
  });

  it('takes % and _ in a search literally', async () => {
    expect(firstNames(await list({ name: '100%' }))).toEqual(['João']);
    expect(firstNames(await list({ email: 'joao_' }))).toEqual(['João']);
  });

  it('answers an empty page past the end', async () => {
    const body = await list({ name: 'silva', page: '3' });
    expect(body.users).toEqual([]);
    expect(body.totalPages).toBe(2);
  });

  it('refuses a NUL in a search with a 400, not a failed query', async () => {
    const response = await t.app.inject({ url: '/api/admin/users', query: { name: 'a\u0000b' }, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'O campo Nome é inválido.' });
  });

  it('refuses a bad page or limit with a 400', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ page: '0' }, 'O campo Página é inválido.'],
      [{ page: 'x' }, 'O campo Página é inválido.'],
      [{ limit: '500' }, 'O campo Itens por página deve ser no máximo 100.'],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject({ url: '/api/admin/users', query, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
  });

  it('searches names on the expression the trigram index covers', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ n: count() }).from(users).where(ilike(USER_FULL_NAME, '%ria cla%')).toSQL();
      const result = await tx.execute(sql.raw(`explain ${query.sql.replace('$1', "'%ria cla%'")}`));
      return result.rows.map((row) => Object.values(row).join('')).join('\n');
    });
    expect(plan).toContain('users_full_name_trgm_index');
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/users' });
  });
});
