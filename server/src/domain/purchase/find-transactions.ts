import type { ApiParsedQuery } from '@celebra/shared/api';
import { centsToReais } from '@celebra/shared/format';
import type { TTransaction } from '@celebra/shared/models';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { totalPagesOf } from '../../db/list-query';
import { pageIds, pageWindow } from '../../db/page-window';
import { preparedStatement } from '../../db/prepared-statement';
import { purchases } from '../../db/schema/index';
import { findRowCounts } from '../dashboard/find-row-counts';

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
      status: purchases.status,
      createdAt: purchases.createdAt,
    })
    .from(purchases)
    .where(where);
}

type TransactionRow = Awaited<ReturnType<typeof selectTransactions>>[number];

/**
 * A page's transactions by their ids (pageIds), newest first: one statement whatever the page,
 * prepared once. Timestamps come as text (prepared-statement.ts), the percentage as a number.
 */
const selectPage = preparedStatement<Omit<TransactionRow, 'createdAt'> & { createdAt: string }>(
  'admin_transactions_page',
  sql`
    select id, event_id as "eventId", guest_name as "guestName", guest_email as "guestEmail",
      user_amount_cents as "userAmountCents", total_price_cents as "totalPriceCents",
      percentage::float8 as percentage, status, created_at as "createdAt"
    from ${purchases}
    where id = any(${sql.placeholder('ids')}::int[])
    order by created_at desc, id desc`,
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
    // As Drizzle reads a timestamptz column: the text as JavaScript parses it.
    transactions: rows.map((row) => toTransaction({ ...row, createdAt: new Date(row.createdAt) })),
    totalPages: totalPagesOf(total, query.limit),
  };
}

/** One transaction, or undefined. */
export async function findTransaction(db: Db, id: number): Promise<TTransaction | undefined> {
  const [row] = await selectTransactions(db, eq(purchases.id, id)).limit(1);
  return row && toTransaction(row);
}
