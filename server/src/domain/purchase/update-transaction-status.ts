import type { TTransactionStatus } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';
import { findAdminActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';
import { isLostClaim } from './refund-late-approval';
import { refuseLostClaim } from './refuse-lost-claim';

/**
 * PUT /admin/transactions/{id}/status: any status, set by hand, with who set it and when (shown
 * in the transaction's details). Nothing else needs updating: the database appends the money
 * ledger's entries for the change in the same statement (an approval credits the host, leaving
 * APPROVED writes a REFUND: db/schema/ledger-entries.ts). The audit log records the status before
 * and after (purchase.status-set) in the same transaction. False when there is none.
 *
 * A purchase that had given its units or cotas back takes them again (set back to PENDING or
 * APPROVED) only if they are still free: the database refuses an oversell and the administrator
 * gets the guests' 409, naming the gift and what is left; nothing changes.
 */
export async function updateTransactionStatus(
  db: Db,
  id: number,
  status: TTransactionStatus,
  adminId: number,
): Promise<boolean> {
  try {
    return await setStatus(db, id, status, adminId);
  } catch (error) {
    if (!isLostClaim(error)) throw error;
    const [purchase] = await db
      .select({ eventId: purchases.eventId })
      .from(purchases)
      .where(eq(purchases.id, id));
    throw (purchase && (await refuseLostClaim(db, purchase.eventId, error))) || error;
  }
}

async function setStatus(db: Db, id: number, status: TTransactionStatus, adminId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The status before, read under the row's lock so the record's 'before' is the one replaced.
    const [current] = await tx
      .select({ status: purchases.status })
      .from(purchases)
      .where(eq(purchases.id, id))
      .for('update');
    if (!current) return false;
    await tx
      .update(purchases)
      .set({ status, statusSetByAdminId: adminId, statusSetAt: new Date() })
      .where(eq(purchases.id, id));
    await recordAudit(tx, {
      actor: await findAdminActor(tx, adminId),
      action: 'purchase.status-set',
      entityType: 'purchase',
      entityId: id,
      before: { status: current.status },
      after: { status },
    });
    return true;
  });
}
