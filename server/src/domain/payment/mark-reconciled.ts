import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventServices, preUserRequests, purchases } from '../../db/schema/index';
import type { PaymentReference } from './payment-reference';

const TABLES = { purchase: purchases, 'pre-user': preUserRequests, service: eventServices } as const;

/**
 * Records that the reconciliation asked the provider about these rows `at` this moment, which
 * sends them to the back of its turn. Only bookkeeping: `updatedAt` is kept as it was, since the
 * fees' and services' window is read on it and nothing about the row itself changed.
 */
export async function markReconciled(
  db: Db,
  kind: PaymentReference['kind'],
  ids: number[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const table = TABLES[kind];
  await db
    .update(table)
    .set({ lastReconciledAt: at, updatedAt: sql`${table.updatedAt}` })
    .where(inArray(table.id, ids));
}
