import { ADMIN_TRANSACTIONS_ALL_STATUSES, type ApiParsedQuery } from '@celebra/shared/api';
import { centsToReais } from '@celebra/shared/format';
import { TRANSACTION_STATUSES, type TTransaction } from '@celebra/shared/models';
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, totalPagesOf } from '../../db/list-query';
import { foldForSearch } from '../../db/schema/folded-for-search';
import { admins, events, purchaseSearchText, purchases } from '../../db/schema/index';
import { findRowCounts, type RowCounts } from '../../read-model/find-row-counts';
import { inPageOrder, listOrder, pageIds, pageWindow } from '../../read-model/page-window';
import { preparedStatement } from '../../read-model/prepared-statement';
import { remainingTotalCents } from './remaining-amounts';

function selectTransactions(db: Db, where: SQL) {
  return db
    .select({
      id: purchases.id,
      eventId: purchases.eventId,
      eventTitle: events.title,
      hostId: events.userId,
      providerPaymentId: purchases.providerPaymentId,
      guestName: purchases.guestName,
      guestEmail: purchases.guestEmail,
      userAmountCents: purchases.userAmountCents,
      totalPriceCents: purchases.totalPriceCents,
      percentage: purchases.percentage,
      feeCoveredByGuest: purchases.feeCoveredByGuest,
      installments: purchases.installments,
      status: purchases.status,
      state: purchases.state,
      remainingCents: remainingTotalCents(),
      createdAt: purchases.createdAt,
      statusSetAt: purchases.statusSetAt,
      statusSetByFirstName: admins.firstName,
      statusSetByLastName: admins.lastName,
      statusSetByEmail: admins.email,
    })
    .from(purchases)
    .innerJoin(events, eq(events.id, purchases.eventId))
    .leftJoin(admins, eq(admins.id, purchases.statusSetByAdminId))
    .where(where);
}

type TransactionRow = Awaited<ReturnType<typeof selectTransactions>>[number];

/**
 * A page's transactions by their ids (pageIds): one statement whatever the page and order,
 * prepared once; the rows are put in the ids' order after (inPageOrder).
 */
const selectPage = preparedStatement('admin_transactions_page', (db) =>
  selectTransactions(db, sql`${purchases.id} = any(${sql.placeholder('ids')}::int[])`),
);

function toTransaction(row: TransactionRow): TTransaction {
  return {
    id: row.id,
    event: { id: row.eventId, title: row.eventTitle, userId: row.hostId },
    providerPaymentId: row.providerPaymentId,
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    userAmount: centsToReais(row.userAmountCents),
    totalPrice: centsToReais(row.totalPriceCents),
    percentage: row.percentage,
    feeCoveredByGuest: row.feeCoveredByGuest,
    installments: row.installments,
    status: row.status,
    state: row.state,
    remainingAmount: centsToReais(row.remainingCents),
    createdAt: row.createdAt.toISOString(),
    manualStatus: row.statusSetAt && { by: manualStatusAuthor(row), at: row.statusSetAt.toISOString() },
  };
}

/** 'Ana Lima (ana@celebra.com.br)': who set the status by hand; null once their account is gone. */
function manualStatusAuthor(row: TransactionRow): string | null {
  if (row.statusSetByEmail === null) return null;
  const name = `${row.statusSetByFirstName ?? ''} ${row.statusSetByLastName ?? ''}`.trim();
  return name ? `${name} (${row.statusSetByEmail})` : row.statusSetByEmail;
}

type Query = ApiParsedQuery<'adminListTransactions'>;

/**
 * The filters: a status (or ALL), an event, and a search that finds a payment by the provider's
 * payment id (exactly: its unique index) or by part of the guest's name or e-mail, accents and case
 * ignored (the trigram index on purchaseSearchText). The typed text's own % and _ are literal.
 */
function conditionsOf(query: Query): SQL[] {
  const conditions: SQL[] = [];
  // The filter is a state (a status told apart at its end: 'Reembolsado', 'Contestado'…).
  if (query.status !== ADMIN_TRANSACTIONS_ALL_STATUSES) conditions.push(eq(purchases.state, query.status));
  if (query.eventId !== undefined) conditions.push(eq(purchases.eventId, query.eventId));
  if (query.search) {
    const matchesText = sql`${purchaseSearchText(purchases)} like ${containsPattern(foldForSearch(query.search))}`;
    const byPaymentId = eq(purchases.providerPaymentId, query.search);
    conditions.push(or(byPaymentId, matchesText) as SQL);
  }
  return conditions;
}

/** The purchases of the state filter, from the row counts ledger (every status for ALL). */
function statusTotal(counted: RowCounts, status: Query['status']): number {
  if (status !== ADMIN_TRANSACTIONS_ALL_STATUSES) return counted(`purchases:state:${status}`);
  return TRANSACTION_STATUSES.reduce((sum, each) => sum + counted(`purchases:${each}`), 0);
}

/**
 * GET /admin/transactions: the guests' purchases of a state (or all), one page, in the asked
 * order: newest first by default, or by total price. Without a search or an event, the count is the
 * row counts ledger's (a state holds up to 800,000 of 1,000,000 purchases: too many to count per
 * request) and the page's ids come from the (state, created_at, id) or (state, total_price_cents,
 * id) index alone ((created_at, id) or (total_price_cents, id) for ALL), from its nearer end
 * (PageWindow); only those rows are read (selectPage). A search or an event is counted through its
 * index (the trigram one and the payment id's, or (event_id, status)): an event holds a few
 * hundred purchases, a name or e-mail a few; their ids are collected or walked, whichever visits
 * fewer rows (pageIds). Purchases keep no change counter (an erasure rewrites names), so nothing
 * of a search is remembered between requests.
 */
export async function findTransactions(db: Db, query: Query) {
  const counted = await findRowCounts(db);
  const where = and(...conditionsOf(query));
  const tableRows = statusTotal(counted, query.status);
  const filtered = Boolean(query.search) || query.eventId !== undefined;
  const total = filtered
    ? ((await db.select({ total: count() }).from(purchases).where(where))[0]?.total ?? 0)
    : tableRows;
  const window = pageWindow(total, query.page, query.limit);
  const source = {
    table: purchases,
    id: purchases.id,
    order:
      query.sort === 'totalPrice'
        ? listOrder('totalPrice', purchases.totalPriceCents, 'integer', query.order)
        : listOrder('createdAt', purchases.createdAt, 'timestamptz', query.order),
    where,
    search: filtered ? { matches: total, tableRows, version: undefined, filter: '' } : undefined,
  };
  const ids = window ? await pageIds(db, source, window) : [];
  const rows = ids.length > 0 ? inPageOrder(ids, await selectPage(db, { ids })) : [];
  return {
    transactions: rows.map(toTransaction),
    total,
    totalPages: totalPagesOf(total, query.limit),
  };
}

/** One transaction, or undefined. */
export async function findTransaction(db: Db, id: number): Promise<TTransaction | undefined> {
  const [row] = await selectTransactions(db, eq(purchases.id, id)).limit(1);
  return row && toTransaction(row);
}
