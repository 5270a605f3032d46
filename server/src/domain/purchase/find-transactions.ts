import type { ApiParsedQuery } from '@celebra/shared/api';
import { centsToReais } from '@celebra/shared/format';
import type { TTransaction } from '@celebra/shared/models';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { totalPagesOf } from '../../db/list-query';
import { purchases } from '../../db/schema/index';
import { findRowCounts } from '../../read-model/find-row-counts';
import { pageIds, pageWindow } from '../../read-model/page-window';
import { preparedStatement } from '../../read-model/prepared-statement';

function selectTransactions(db: Db, where: SQL) {
  return db
    .select({
      id: purchases.id,
      eventId: purchases.eventId,
      guestName: purchases.guestName,
      guestEmail: purchases.guestEmail,
      userAmountCents: purchases.userAmountCents,
      totalPriceCents: purchases.totalPriceCents,
      percentage: purchases.percentage,
      feeCoveredByGuest: purchases.feeCoveredByGuest,
      installments: purchases.installments,
      status: purchases.status,
      createdAt: purchases.createdAt,
    })
    .from(purchases)
    .where(where);
}

type TransactionRow = Awaited<ReturnType<typeof selectTransactions>>[number];

/**
 * A page's transactions by their ids (pageIds), newest first: one statement whatever the page,
 * prepared once.
 */
const selectPage = preparedStatement('admin_transactions_page', (db) =>
  selectTransactions(db, sql`${purchases.id} = any(${sql.placeholder('ids')}::int[])`).orderBy(
    desc(purchases.createdAt),
    desc(purchases.id),
  ),
);

function toTransaction(row: TransactionRow): TTransaction {
  return {
    id: row.id,
    event: { id: row.eventId },
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    userAmount: centsToReais(row.userAmountCents),
    totalPrice: centsToReais(row.totalPriceCents),
    percentage: row.percentage,
    feeCoveredByGuest: row.feeCoveredByGuest,
    installments: row.installments,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /admin/transactions?status=: the guests' purchases of that status, newest first, one page.
 * The count is the row counts ledger's (a status holds up to 800,000 of 1,000,000 purchases: too
 * many to count per request); the page's ids come from the (status, created_at, id) index alone,
 * from its nearer end (PageWindow), and only those rows are read (selectPage).
 */
export async function findTransactions(db: Db, query: ApiParsedQuery<'adminListTransactions'>) {
  const counted = await findRowCounts(db);
  const total = counted(`purchases:${query.status}`);
  const window = pageWindow(total, query.page, query.limit);
  const source = {
    table: purchases,
    id: purchases.id,
    createdAt: purchases.createdAt,
    where: eq(purchases.status, query.status),
  };
  const rows = window ? await selectPage(db, { ids: await pageIds(db, source, window) }) : [];
  return {
    transactions: rows.map(toTransaction),
    totalPages: totalPagesOf(total, query.limit),
  };
}

/** One transaction, or undefined. */
export async function findTransaction(db: Db, id: number): Promise<TTransaction | undefined> {
  const [row] = await selectTransactions(db, eq(purchases.id, id)).limit(1);
  return row && toTransaction(row);
}
