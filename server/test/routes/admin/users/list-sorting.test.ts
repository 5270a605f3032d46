import { describe, expect, it } from 'vitest';
import { users } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';
import { readAllPages } from '../../../helpers/read-all-pages';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

// First names that differ only in case or accents sort together (É with E, not after Z); the
// same name twice is ordered by id. Some hosts share their creation instant; half are 'Ordem'.
const names = [
  'Zuleica',
  'Érica',
  'erica',
  'Eduardo',
  'Ana',
  'ana',
  'Álvaro',
  'Bruno',
  'Ícaro',
  'Igor',
  'Otávio',
  'Óscar',
  'Úrsula',
  'Ubirajara',
  'Caio',
  'Çeline',
  'Carla',
  'Zé',
];
const base = Date.UTC(2024, 5, 1, 12);
await t.db.insert(users).values(
  names.map((firstName, i) => ({
    firstName,
    lastName: i % 2 ? 'Ordem' : 'Silva',
    email: `${['zz', 'aa', 'mm'][i % 3]}.${i}@ordem.dev`,
    phoneNumber: '(11) 90000-0000',
    passwordHash: 'x',
    createdAt: new Date(base + Math.floor(i / 2) * 60_000),
  })),
);
const seeded = await t.db.select().from(users);

type Row = (typeof seeded)[number];
const collator = new Intl.Collator('pt-BR');
const compare = {
  createdAt: (a: Row, b: Row) => a.createdAt.getTime() - b.createdAt.getTime(),
  firstName: (a: Row, b: Row) => collator.compare(a.firstName.toLowerCase(), b.firstName.toLowerCase()),
  email: (a: Row, b: Row) => collator.compare(a.email, b.email),
};

/** The ids in the asked order, the id breaking ties the same way. */
function expected(sort: keyof typeof compare, order: 'ASC' | 'DESC', keep: (row: Row) => boolean) {
  const sign = order === 'ASC' ? 1 : -1;
  return seeded
    .filter(keep)
    .sort((a, b) => sign * (compare[sort](a, b) || a.id - b.id))
    .map((row) => row.id);
}

/** Every page, one after the other, and one past the end: the ids in the server's order. */
async function allPages(query: Record<string, string>, limit: number) {
  const list = { url: '/api/admin/users', key: 'users', headers };
  const { rows, totalPages } = await readAllPages<{ id: number }>(t.app, list, query, limit);
  return { ids: rows.map((row) => row.id), totalPages };
}

describe('GET /api/admin/users, sorted by a column', () => {
  const filters: [string, Record<string, string>, (row: Row) => boolean][] = [
    ['no filter', {}, () => true],
    ['name search', { name: 'ordem' }, (row) => row.lastName === 'Ordem'],
  ];
  const cases = filters.flatMap(([name, query, keep]) =>
    (['createdAt', 'firstName', 'email'] as const).flatMap((sort) =>
      (['ASC', 'DESC'] as const).map(
        (order) => [`${name}, ${sort} ${order}`, query, keep, sort, order] as const,
      ),
    ),
  );

  it.each(cases)('%s: every row once, in order', async (_, query, keep, sort, order) => {
    const rows = expected(sort, order, keep);
    expect(rows.length).toBeGreaterThan(4);
    const { ids, totalPages } = await allPages({ ...query, sort, order }, 4);
    expect(ids).toEqual(rows);
    expect(totalPages).toBe(Math.ceil(rows.length / 4));
  });

  it('refuses an unknown column, naming the field in Portuguese', async () => {
    const response = await t.app.inject({ url: '/api/admin/users', query: { sort: 'phoneNumber' }, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Ordenar por/);
  });

  it('is refused without an administrator’s session, sorted or not', async () => {
    await expectAdminOnly(t, { url: '/api/admin/users', query: { sort: 'email', order: 'ASC' } });
  });
});
