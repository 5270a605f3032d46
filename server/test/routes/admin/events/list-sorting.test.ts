import { describe, expect, it } from 'vitest';
import { events } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';
import { readAllPages } from '../../../helpers/read-all-pages';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);
const owner = await createTestUser(t.db, { event: null });

// Titles that differ only in case or accents sort together (Á with A, not after Z); the same
// title twice is ordered by id. Some events share their creation instant; every third is disabled.
const titles = [
  'Zebra Festa',
  'Ágape da família',
  'agape da familia',
  'Batizado do Léo',
  'batizado do léo',
  'Casamento',
  'casamento',
  'Órion e Ana',
  'Orion e Bia',
  'Ébano Festa',
  'Eva e Adão',
  'Chá de bebê',
  'Cha de fralda',
  'Festa junina',
  'festa Junina',
  'Aniversário',
  'Árvore de Natal',
  'Zeca 40 anos',
  'Bodas de prata',
  'Ímã festa',
  'Idade nova',
  'Uva festa',
  'Última festa',
];
const base = Date.UTC(2024, 5, 1, 12);
const seeded = await t.db
  .insert(events)
  .values(
    titles.map((title, i) => ({
      userId: owner.id,
      title,
      slug: `ordem-${i}`,
      active: i % 3 !== 0,
      createdAt: new Date(base + Math.floor(i / 2) * 60_000),
    })),
  )
  .returning();

type Row = (typeof seeded)[number];
const collator = new Intl.Collator('pt-BR');
const compare = {
  createdAt: (a: Row, b: Row) => a.createdAt.getTime() - b.createdAt.getTime(),
  title: (a: Row, b: Row) => collator.compare(a.title.toLowerCase(), b.title.toLowerCase()),
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
  const list = { url: '/api/admin/events', key: 'events', headers };
  const { rows, totalPages } = await readAllPages<{ id: number }>(t.app, list, query, limit);
  return { ids: rows.map((row) => row.id), totalPages };
}

describe('GET /api/admin/events, sorted by a column', () => {
  const filters: [string, Record<string, string>, (row: Row) => boolean][] = [
    ['no filter', {}, () => true],
    ['active', { active: 'true' }, (row) => row.active],
    ['title search', { title: 'festa' }, (row) => row.title.toLowerCase().includes('festa')],
  ];
  const cases = filters.flatMap(([name, query, keep]) =>
    (['createdAt', 'title'] as const).flatMap((sort) =>
      (['ASC', 'DESC'] as const).map(
        (order) => [`${name}, ${sort} ${order}`, query, keep, sort, order] as const,
      ),
    ),
  );

  it.each(cases)('%s: every row once, in order, read twice', async (_, query, keep, sort, order) => {
    const rows = expected(sort, order, keep);
    expect(rows.length).toBeGreaterThan(4);
    for (let pass = 0; pass < 2; pass++) {
      const { ids, totalPages } = await allPages({ ...query, sort, order }, 4);
      expect(ids).toEqual(rows);
      expect(totalPages).toBe(Math.ceil(rows.length / 4));
    }
  });

  it('sorts titles A to Z when no order is asked, and newest first when nothing is', async () => {
    expect((await allPages({ sort: 'title' }, 5)).ids).toEqual(expected('title', 'ASC', () => true));
    expect((await allPages({}, 5)).ids).toEqual(expected('createdAt', 'DESC', () => true));
    expect((await allPages({ order: 'ASC' }, 5)).ids).toEqual(expected('createdAt', 'ASC', () => true));
  });

  it('refuses an unknown column, naming the field in Portuguese', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ sort: 'slug' }, /Ordenar por/],
      [{ sort: 'title', order: 'UP' }, /Ordem \(crescente ou decrescente\)/],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject({ url: '/api/admin/events', query, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('is refused without an administrator’s session, sorted or not', async () => {
    await expectAdminOnly(t, { url: '/api/admin/events', query: { sort: 'title', order: 'DESC' } });
  });
});
