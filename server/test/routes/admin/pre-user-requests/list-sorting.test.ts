import { describe, expect, it } from 'vitest';
import { preUserRequests } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';
import { readAllPages } from '../../../helpers/read-all-pages';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

// Names shown "first last": differing only in case or accents they sort together, the same name
// twice by id. Some requests share their creation instant; every third is from another domain.
const names = [
  ['Zélia', 'Souza'],
  ['Ângela', 'Lima'],
  ['angela', 'lima'],
  ['Ana', 'Beatriz'],
  ['Ana', 'Álvares'],
  ['Bruno', 'Costa'],
  ['bruno', 'costa'],
  ['Érico', 'Reis'],
  ['Eva', 'Maria'],
  ['Íris', 'Nunes'],
  ['Otto', 'Lara'],
  ['Úrsula', 'Dias'],
  ['Caio', 'Prado'],
];
const base = Date.UTC(2024, 5, 1, 12);
const seeded = await t.db
  .insert(preUserRequests)
  .values(
    names.map(([firstName = '', lastName = ''], i) => ({
      firstName,
      lastName,
      email: `pedido${i}@${i % 3 ? 'ordem' : 'outro'}.dev`,
      phoneNumber: '(11) 90000-0000',
      passwordHash: 'x',
      createdAt: new Date(base + Math.floor(i / 2) * 60_000),
    })),
  )
  .returning();

type Row = (typeof seeded)[number];
const collator = new Intl.Collator('pt-BR');
const nameOf = (row: Row) => `${row.firstName} ${row.lastName}`.toLowerCase();
const compare = {
  createdAt: (a: Row, b: Row) => a.createdAt.getTime() - b.createdAt.getTime(),
  name: (a: Row, b: Row) => collator.compare(nameOf(a), nameOf(b)),
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
  const list = { url: '/api/admin/pre-user-requests', key: 'userEventRequests', headers };
  const { rows, totalPages } = await readAllPages<{ id: number }>(t.app, list, query, limit);
  return { ids: rows.map((row) => row.id), totalPages };
}

describe('GET /api/admin/pre-user-requests, sorted by a column', () => {
  const filters: [string, Record<string, string>, (row: Row) => boolean][] = [
    ['no filter', {}, () => true],
    ['e-mail search', { email: '@ordem' }, (row) => row.email.endsWith('@ordem.dev')],
  ];
  const cases = filters.flatMap(([name, query, keep]) =>
    (['createdAt', 'name'] as const).flatMap((sort) =>
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
    const response = await t.app.inject({
      url: '/api/admin/pre-user-requests',
      query: { sort: 'email' },
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Ordenar por/);
  });

  it('is refused without an administrator’s session, sorted or not', async () => {
    await expectAdminOnly(t, { url: '/api/admin/pre-user-requests', query: { sort: 'name' } });
  });
});
