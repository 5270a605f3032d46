import { maskDocument, maskPixKey } from '@celebra/shared/format';
import type { TPayoutDestination } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PayoutDestination, payoutDestinations } from '../../db/schema/index';

/** What an executor can run a query on: the pool or an open transaction. */
type Executor = Pick<Db, 'select'>;

/** The host's payout destination as stored (document and key whole), or undefined. */
export async function findPayoutDestinationRow(
  db: Executor,
  userId: number,
): Promise<PayoutDestination | undefined> {
  const [row] = await db
    .select()
    .from(payoutDestinations)
    .where(eq(payoutDestinations.userId, userId))
    .limit(1);
  return row;
}

/** A destination as its host sees it: the document and the Pix key masked. */
export function toMaskedDestination(row: PayoutDestination): TPayoutDestination {
  return {
    holderName: row.holderName,
    documentType: row.documentType,
    document: maskDocument(row.documentType, row.document),
    pixKeyType: row.pixKeyType,
    pixKey: maskPixKey(row.pixKeyType, row.pixKey),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /users/payout-destination: the host's destination masked, or null when none was saved. */
export async function findPayoutDestination(db: Db, userId: number): Promise<TPayoutDestination | null> {
  const row = await findPayoutDestinationRow(db, userId);
  return row ? toMaskedDestination(row) : null;
}
