import { centsToReais } from '@celebra/shared/format';
import {
  ACCOUNT_PAYOUT_OPEN_MESSAGE,
  ACCOUNT_PURCHASE_OPEN_MESSAGE,
  accountMoneyHeldMessage,
  accountMoneyLeftMessage,
} from '@celebra/shared/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, payouts, purchases } from '../../db/schema/index';
import { findBalanceCents } from '../payout/find-balance';

type Executor = Pick<Db, 'select' | 'execute'>;

/**
 * Why the host cannot delete their account yet, or null when nothing stops it: money is still
 * theirs to receive, so the account (and the destination the money goes to) must outlive it. In
 * order: a payout requested and not concluded, money available, money on hold, a gift whose
 * payment is still pending (it may yet be approved and owed to the host). Read in the deletion's
 * transaction, under its locks, so a payment approved meanwhile is seen.
 */
export async function findDeletionBlocker(db: Executor, userId: number): Promise<string | null> {
  const owned = await db.select({ id: events.id }).from(events).where(eq(events.userId, userId));
  const eventIds = owned.map((event) => event.id);
  const [openPayout] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.status, 'PENDING')))
    .limit(1);
  if (openPayout) return ACCOUNT_PAYOUT_OPEN_MESSAGE;

  let availableCents = 0;
  let heldCents = 0;
  for (const eventId of eventIds) {
    const balance = await findBalanceCents(db, eventId);
    if (balance.pendingCents > 0) return ACCOUNT_PAYOUT_OPEN_MESSAGE;
    availableCents += balance.availableCents;
    heldCents += balance.heldCents;
  }
  if (availableCents > 0) return accountMoneyLeftMessage(centsToReais(availableCents));
  if (heldCents > 0) return accountMoneyHeldMessage(centsToReais(heldCents));

  if (eventIds.length) {
    const [openPurchase] = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(inArray(purchases.eventId, eventIds), eq(purchases.status, 'PENDING')))
      .limit(1);
    if (openPurchase) return ACCOUNT_PURCHASE_OPEN_MESSAGE;
  }
  return null;
}
