/**
 * The back office's sortable lists (users, events, event requests, transactions, payouts), one
 * table: each list, on a database of its own, seeded with rows whose sort keys tie, differ only in
 * case or accents, or do not follow the creation order; read page after page in every column and
 * direction, under each filter, the ids must come in the order computed here, every row once.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { events, payouts, preUserRequests, purchases, users } from '../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../helpers/accounts';
import { expectAdminOnly } from '../../helpers/admin-access';
import { build, type TestContext } from '../../helpers/build';
import { readAllPages } from '../../helpers/read-all-pages';

type Order = 'ASC' | 'DESC';
type Row = { id: number; createdAt: Date };

/** How one list is seeded, sorted, filtered and refused. */
type ListSpec<R extends Row> = {
  url: string;
  /** The list's field in the answer. */
  key: string;
  seed: (db: Db) => Promise<R[]>;
  /** The API's sort fields and the order each means, compared the way the screen expects. */
  compare: Record<string, (a: R, b: R) => number>;
  filters: [name: string, query: Record<string, string>, keep: (row: R) => boolean][];
  /** Rows a page in the sorted reads. */
  limit: number;
  /** Each sorted read is done this many times (the order must not change between reads). */
  passes?: number;
  /** What the list answers without a column or an order: [query, filter name, sort, order, limit]. */
  defaults?: [query: Record<string, string>, filter: string, sort: string, order: Order, limit: number][];
  /** Amounts shown in reais in a sorted read: [query, field, the amounts in the answer's order]. */
  amounts?: [query: Record<string, string>, field: string, expected: number[]];
  /** Queries refused with 400, and the Portuguese field name the message must carry. */
  refused: [query: Record<string, string>, message: RegExp][];
  /** The sorted query `expectAdminOnly` sends. */
  adminOnly: Record<string, string>;
};

const defineList = <R extends Row>(spec: ListSpec<R>) => spec as unknown as ListSpec<Row>;

const collator = new Intl.Collator('pt-BR');
const byCreation = (a: Row, b: Row) => a.createdAt.getTime() - b.createdAt.getTime();

const usersList = defineList({
  url: '/api/admin/users',
  key: 'users',
  // First names that differ only in case or accents sort together (É with E, not after Z); the
  // same name twice is ordered by id. Some hosts share their creation instant; half are 'Ordem'.
  seed: async (db) => {
    const names = [
      ...['Zuleica', 'Érica', 'erica', 'Eduardo', 'Ana', 'ana', 'Álvaro', 'Bruno', 'Ícaro', 'Igor'],
      ...['Otávio', 'Óscar', 'Úrsula', 'Ubirajara', 'Caio', 'Çeline', 'Carla', 'Zé'],
    ];
    const base = Date.UTC(2024, 5, 1, 12);
    await db.insert(users).values(
      names.map((firstName, i) => ({
        firstName,
        lastName: i % 2 ? 'Ordem' : 'Silva',
        email: `${['zz', 'aa', 'mm'][i % 3]}.${i}@ordem.dev`,
        phoneNumber: '(11) 90000-0000',
        passwordHash: 'x',
        createdAt: new Date(base + Math.floor(i / 2) * 60_000),
      })),
    );
    return db.select().from(users);
  },
  compare: {
    createdAt: byCreation,
    firstName: (a, b) => collator.compare(a.firstName.toLowerCase(), b.firstName.toLowerCase()),
    email: (a, b) => collator.compare(a.email, b.email),
  },
  filters: [
    ['no filter', {}, () => true],
    ['name search', { name: 'ordem' }, (row) => row.lastName === 'Ordem'],
  ],
  limit: 4,
  refused: [[{ sort: 'phoneNumber' }, /Ordenar por/]],
  adminOnly: { sort: 'email', order: 'ASC' },
});

const eventsList = defineList({
  url: '/api/admin/events',
  key: 'events',
  // Titles that differ only in case or accents sort together (Á with A, not after Z); the same
  // title twice is ordered by id. Some events share their creation instant; every third is disabled.
  seed: async (db) => {
    const owner = await createTestUser(db, { event: null });
    const titles = [
      ...['Zebra Festa', 'Ágape da família', 'agape da familia', 'Batizado do Léo', 'batizado do léo'],
      ...['Casamento', 'casamento', 'Órion e Ana', 'Orion e Bia', 'Ébano Festa', 'Eva e Adão'],
      ...['Chá de bebê', 'Cha de fralda', 'Festa junina', 'festa Junina', 'Aniversário'],
      ...['Árvore de Natal', 'Zeca 40 anos', 'Bodas de prata', 'Ímã festa', 'Idade nova', 'Uva festa'],
      'Última festa',
    ];
    const base = Date.UTC(2024, 5, 1, 12);
    return db
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
  },
  compare: {
    createdAt: byCreation,
    title: (a, b) => collator.compare(a.title.toLowerCase(), b.title.toLowerCase()),
  },
  filters: [
    ['no filter', {}, () => true],
    ['active', { active: 'true' }, (row) => row.active],
    ['title search', { title: 'festa' }, (row) => row.title.toLowerCase().includes('festa')],
  ],
  limit: 4,
  passes: 2,
  // Titles A to Z when no order is asked, and newest first when nothing is.
  defaults: [
    [{ sort: 'title' }, 'no filter', 'title', 'ASC', 5],
    [{}, 'no filter', 'createdAt', 'DESC', 5],
    [{ order: 'ASC' }, 'no filter', 'createdAt', 'ASC', 5],
  ],
  refused: [
    [{ sort: 'slug' }, /Ordenar por/],
    [{ sort: 'title', order: 'UP' }, /Ordem \(crescente ou decrescente\)/],
  ],
  adminOnly: { sort: 'title', order: 'DESC' },
});

const nameOf = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.toLowerCase();

const requestsList = defineList({
  url: '/api/admin/pre-user-requests',
  key: 'userEventRequests',
  // Names shown "first last": differing only in case or accents they sort together, the same name
  // twice by id. Some requests share their creation instant; every third is from another domain.
  seed: (db) => {
    const names = [
      ...[
        ['Zélia', 'Souza'],
        ['Ângela', 'Lima'],
        ['angela', 'lima'],
        ['Ana', 'Beatriz'],
      ],
      ...[
        ['Ana', 'Álvares'],
        ['Bruno', 'Costa'],
        ['bruno', 'costa'],
        ['Érico', 'Reis'],
      ],
      ...[
        ['Eva', 'Maria'],
        ['Íris', 'Nunes'],
        ['Otto', 'Lara'],
        ['Úrsula', 'Dias'],
        ['Caio', 'Prado'],
      ],
    ];
    const base = Date.UTC(2024, 5, 1, 12);
    return db
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
  },
  compare: {
    createdAt: byCreation,
    name: (a, b) => collator.compare(nameOf(a), nameOf(b)),
  },
  filters: [
    ['no filter', {}, () => true],
    ['e-mail search', { email: '@ordem' }, (row) => row.email.endsWith('@ordem.dev')],
  ],
  limit: 4,
  refused: [[{ sort: 'email' }, /Ordenar por/]],
  adminOnly: { sort: 'name' },
});

const transactionsList = defineList({
  url: '/api/admin/transactions',
  key: 'transactions',
  // 40 purchases, two at each instant; totals repeat (the id breaks the tie) and do not follow the
  // creation order; statuses in turn.
  seed: async (db) => {
    const host = await createTestUser(db);
    const statuses = ['PENDING', 'APPROVED', 'PENDING', 'CANCELLED'] as const;
    const base = Date.UTC(2025, 4, 1, 12);
    return db
      .insert(purchases)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          eventId: host.event?.id ?? 0,
          guestName: `Convidado ${i}`,
          guestEmail: 'convidado@teste.dev',
          userAmountCents: 1_000,
          totalPriceCents: 1_000 + 250 * ((i * 7) % 6),
          percentage: 10,
          status: statuses[i % 4],
          createdAt: new Date(base + Math.floor(i / 2) * 60_000),
        })),
      )
      .returning();
  },
  compare: {
    createdAt: byCreation,
    totalPrice: (a, b) => a.totalPriceCents - b.totalPriceCents,
  },
  filters: [
    ['PENDING', { status: 'PENDING' }, (row) => row.status === 'PENDING'],
    ['APPROVED', { status: 'APPROVED' }, (row) => row.status === 'APPROVED'],
  ],
  limit: 3,
  // Newest first when no column is asked, oldest first with only the order.
  defaults: [
    [{ status: 'PENDING' }, 'PENDING', 'createdAt', 'DESC', 7],
    [{ status: 'PENDING', order: 'ASC' }, 'PENDING', 'createdAt', 'ASC', 7],
  ],
  // The totals in reais, largest first when asked.
  amounts: [
    { status: 'APPROVED', sort: 'totalPrice', order: 'DESC' },
    'totalPrice',
    [22.5, 22.5, 22.5, 17.5, 17.5, 17.5, 12.5, 12.5, 12.5, 12.5],
  ],
  refused: [[{ sort: 'guestName' }, /Ordenar por/]],
  adminOnly: { sort: 'totalPrice' },
});

const payoutsList = defineList({
  url: '/api/admin/payouts',
  key: 'payouts',
  // 24 hosts with an event each: a paid payout each, and a pending one for every other event.
  // Amounts repeat (the id breaks the tie) and do not follow the creation order.
  seed: async (db) => {
    const hosts = await db
      .insert(users)
      .values(
        Array.from({ length: 24 }, (_, i) => ({
          firstName: `Host${i}`,
          lastName: 'Ordem',
          email: `host${i}@ordem.dev`,
          phoneNumber: '(11) 90000-0000',
          passwordHash: 'x',
        })),
      )
      .returning();
    const hostEvents = await db
      .insert(events)
      .values(hosts.map((host, i) => ({ userId: host.id, title: `Evento ${i}`, slug: `ordem-${i}` })))
      .returning();
    const base = Date.UTC(2025, 4, 1, 12);
    return db
      .insert(payouts)
      .values([
        ...hostEvents.map((event, i) => ({
          eventId: event.id,
          userId: event.userId,
          requestedAmountCents: 1_000 * ((i * 7) % 5) + 500,
          paidAmountCents: 1_000 * ((i * 7) % 5) + 500,
          status: 'PAID' as const,
          createdAt: new Date(base + Math.floor(i / 2) * 60_000),
        })),
        ...hostEvents
          .filter((_, i) => i % 2 === 0)
          .map((event, i) => ({
            eventId: event.id,
            userId: event.userId,
            requestedAmountCents: 300 * ((i * 5) % 4) + 100,
            createdAt: new Date(base + (100 + Math.floor(i / 3)) * 60_000),
          })),
      ])
      .returning();
  },
  compare: {
    createdAt: byCreation,
    requestedAmount: (a, b) => a.requestedAmountCents - b.requestedAmountCents,
  },
  filters: [
    ['PAID', { status: 'PAID' }, (row) => row.status === 'PAID'],
    ['PENDING', { status: 'PENDING' }, (row) => row.status === 'PENDING'],
  ],
  limit: 5,
  // The amounts in reais, smallest first when asked.
  amounts: [
    { status: 'PENDING', sort: 'requestedAmount', order: 'ASC' },
    'requestedAmount',
    [1, 1, 1, 4, 4, 4, 7, 7, 7, 10, 10, 10],
  ],
  refused: [[{ sort: 'paidAmount' }, /Ordenar por/]],
  adminOnly: { sort: 'requestedAmount' },
});

const LISTS = [usersList, eventsList, requestsList, transactionsList, payoutsList];

/** Each list on a database of its own (another list's rows would change its order and pages). */
const contexts = new Map<ListSpec<Row>, { t: TestContext; headers: Record<string, string>; rows: Row[] }>();
for (const list of LISTS) {
  const t = await build();
  const admin = await createTestAdmin(t.db);
  contexts.set(list, { t, headers: await adminHeaders(t.db, admin.id), rows: await list.seed(t.db) });
}

describe.each(LISTS.map((list) => [list.url, list] as const))('GET %s, sorted by a column', (_, list) => {
  const context = () => {
    const found = contexts.get(list);
    if (!found) throw new Error(`${list.url} was not seeded`);
    return found;
  };

  /** The ids in the asked order, the id breaking ties the same way. */
  function expected(sort: string, order: Order, filter: string) {
    const compare = list.compare[sort];
    const keep = list.filters.find(([name]) => name === filter)?.[2];
    if (!compare || !keep) throw new Error(`${list.url}: no sort ${sort} or filter ${filter}`);
    const sign = order === 'ASC' ? 1 : -1;
    return context()
      .rows.filter(keep)
      .sort((a, b) => sign * (compare(a, b) || a.id - b.id))
      .map((row) => row.id);
  }

  /** Every page, one after the other, and one past the end: the rows in the server's order. */
  function allPages(query: Record<string, string>, limit: number) {
    const { t, headers } = context();
    return readAllPages<Record<string, unknown> & { id: number }>(
      t.app,
      { url: list.url, key: list.key, headers },
      query,
      limit,
    );
  }

  const cases = list.filters.flatMap(([filter, query]) =>
    Object.keys(list.compare).flatMap((sort) =>
      (['ASC', 'DESC'] as const).map(
        (order) => [`${filter}, ${sort} ${order}`, query, filter, sort, order] as const,
      ),
    ),
  );

  it.each(cases)('%s: every row once, in order', async (_, query, filter, sort, order) => {
    const ids = expected(sort, order, filter);
    expect(ids.length).toBeGreaterThan(4);
    for (let pass = 0; pass < (list.passes ?? 1); pass++) {
      const { rows, totalPages } = await allPages({ ...query, sort, order }, list.limit);
      expect(rows.map((row) => row.id)).toEqual(ids);
      expect(totalPages).toBe(Math.ceil(ids.length / list.limit));
    }
  });

  const { defaults, amounts } = list;
  if (defaults)
    it('without a column or an order, the default order', async () => {
      for (const [query, filter, sort, order, limit] of defaults) {
        const { rows } = await allPages(query, limit);
        expect(rows.map((row) => row.id)).toEqual(expected(sort, order, filter));
      }
    });

  if (amounts)
    it('shows the amounts in reais, in the asked order', async () => {
      const [query, field, expectedAmounts] = amounts;
      const { rows } = await allPages(query, 20);
      expect(rows.map((row) => row[field])).toEqual(expectedAmounts);
    });

  it('refuses an unknown column, naming the field in Portuguese', async () => {
    const { t, headers } = context();
    for (const [query, message] of list.refused) {
      const response = await t.app.inject({ url: list.url, query, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('is refused without an administrator’s session, sorted or not', async () => {
    await expectAdminOnly(context().t, { url: list.url, query: list.adminOnly });
  });
});
