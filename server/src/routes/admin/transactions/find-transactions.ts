import type { ApiParsedQuery } from '@celebra/shared/api';
import { centsToReais } from '@celebra/shared/format';
import type { TTransaction } from '@celebra/shared/models';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { offsetOf, totalPagesOf } from '../../../db/list-query';
import { purchases } from '../../../db/schema/index';

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

/** GET /admin/transactions?status=: the guests' purchases of that status, newest first, one page. */
export async function findTransactions(db: Db, query: ApiParsedQuery<'adminListTransactions'>) {
  const where = eq(purchases.status, query.status);
  const [rows, [counted]] = await Promise.all([
    selectTransactions(db, where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(purchases).where(where),
  ]);
  return {
    transactions: rows.map(toTransaction),
    totalPages: totalPagesOf(counted?.total ?? 0, query.limit),
  };
}

/** One transaction, or undefined. */
export async function findTransaction(db: Db, id: number): Promise<TTransaction | undefined> {
  const [row] = await selectTransactions(db, eq(purchases.id, id)).limit(1);
  return row && toTransaction(row);
}
