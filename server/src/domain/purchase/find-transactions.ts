import type { ApiParsedQuery } from '@celebra/shared/api';
import { centsToReais } from '@celebra/shared/format';
import type { TTransaction } from '@celebra/shared/models';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { totalPagesOf } from '../../db/list-query';
import { admins, purchases } from '../../db/schema/index';
import { findRowCounts } from '../../read-model/find-row-counts';
import { inPageOrder, listOrder, pageIds, pageWindow } from '../../read-model/page-window';
import { preparedStatement } from '../../read-model/prepared-statement';
import { remainingTotalCents } from './remaining-amounts';

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
      state: purchases.state,
      remainingCents: remainingTotalCents(),
      createdAt: purchases.createdAt,
      statusSetAt: purchases.statusSetAt,
      statusSetByFirstName: admins.firstName,
      statusSetByLastName: admins.lastName,
      statusSetByEmail: admins.email,
    })
    .from(purchases)
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
    event: { id: row.eventId },
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

/**
 * GET /admin/transactions?status=: the guests' purchases in that state, one page, in the asked
 * order: newest first by default, or by total price. The count is the row counts ledger's (a
 * status holds up to 800,000 of 1,000,000 purchases: too many to count per request); the page's
 * ids come from the (state, created_at, id) or (state, total_price_cents, id) index alone, from
 * its nearer end (PageWindow), and only those rows are read (selectPage).
 */
export async function findTransactions(db: Db, query: ApiParsedQuery<'adminListTransactions'>) {
  const counted = await findRowCounts(db);
  // The filter is a state (a status told apart at the end: 'Reembolsado', 'Contestado'…).
  const total = counted(`purchases:state:${query.status}`);
  const window = pageWindow(total, query.page, query.limit);
  const source = {
    table: purchases,
    id: purchases.id,
    order:
      query.sort === 'totalPrice'
        ? listOrder('totalPrice', purchases.totalPriceCents, 'integer', query.order)
        : listOrder('createdAt', purchases.createdAt, 'timestamptz', query.order),
    where: eq(purchases.state, query.status),
  };
  const ids = window ? await pageIds(db, source, window) : [];
  const rows = ids.length > 0 ? inPageOrder(ids, await selectPage(db, { ids })) : [];
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
