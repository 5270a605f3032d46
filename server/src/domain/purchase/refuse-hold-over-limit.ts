import { purchaseHoldLimitMessage } from '@celebra/shared/messages';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchaseHolds } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';

/**
 * The units and cotas one client address may hold at once in checkouts not yet paid, across every
 * list. Enough for a guest's generous cart; what keeps one visitor from locking a whole list's
 * cotas away from everyone else while never paying. Several guests behind one address (a party's
 * wifi) share it, but each pays within minutes and a paid purchase holds nothing.
 */
export const MAX_HELD_UNITS_PER_CLIENT = 40;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Refuses (429) a purchase whose `units` would take `client`'s holds past the cap. Run under the
 * client's lock (insertAttemptPurchase), before its hold is written: the count cannot be raced.
 */
export async function refuseHoldOverLimit(tx: Tx, client: string, units: number): Promise<void> {
  const [held] = await tx
    .select({ units: sql<number>`coalesce(sum(${purchaseHolds.units}), 0)::int` })
    .from(purchaseHolds)
    .where(eq(purchaseHolds.client, client));
  if ((held?.units ?? 0) + units > MAX_HELD_UNITS_PER_CLIENT)
    throw new DomainError('too-many', purchaseHoldLimitMessage(MAX_HELD_UNITS_PER_CLIENT));
}
