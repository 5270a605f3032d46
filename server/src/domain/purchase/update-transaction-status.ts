import type { TTransactionStatus } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';

/**
 * PUT /admin/transactions/{id}/status: any status, set by hand, with who set it and when (shown
 * in the transaction's details). Nothing else needs updating: the database appends the money
 * ledger's entries for the change in the same statement (an approval credits the host, leaving
 * APPROVED writes a REFUND: db/schema/ledger-entries.ts). False when there is none.
 */
export async function updateTransactionStatus(
  db: Db,
  id: number,
  status: TTransactionStatus,
  adminId: number,
): Promise<boolean> {
  const updated = await db
    .update(purchases)
    .set({ status, statusSetByAdminId: adminId, statusSetAt: new Date() })
    .where(eq(purchases.id, id))
    .returning({ id: purchases.id });
  return updated.length > 0;
}
