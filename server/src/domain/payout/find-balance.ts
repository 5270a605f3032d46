import { centsToReais } from '@celebra/shared/format';
import type { THostBalance } from '@celebra/shared/models';
import type { Db } from '../../db/client';
import { type BalanceCents, findLedgerBalanceCents } from '../ledger/find-ledger-balance';

export type { BalanceCents } from '../ledger/find-ledger-balance';

/** What an executor can run a query on: the pool or an open transaction. */
type Executor = Pick<Db, 'execute'>;

/**
 * An event's balance, in centavos: received = userAmount of approved purchases, transferred =
 * paid amounts of paid payouts, pending = requested amounts of pending payouts, held = the
 * approved gifts still in the platform's holding period (settings.holdingDays), available =
 * received − transferred − pending − held, never below zero. Read from the money ledger, which the
 * database keeps in step with every purchase's and payout's status (db/schema/ledger-entries.ts);
 * the holding period is judged at `at`, now unless given (the rule: ledger/find-held-credits.ts).
 * Pass a transaction to read it under that transaction's locks.
 */
export function findBalanceCents(
  db: Executor,
  eventId: number,
  at: Date = new Date(),
): Promise<BalanceCents> {
  return findLedgerBalanceCents(db, eventId, at);
}

/**
 * The balance as the API speaks it (reais), for the host's and the admin's transaction totals
 * calls (the admin's contract leaves the money on hold out).
 */
export async function findTransactionTotals(
  db: Executor,
  eventId: number,
  at: Date = new Date(),
): Promise<THostBalance> {
  const balance = await findBalanceCents(db, eventId, at);
  return {
    totalReceived: centsToReais(balance.receivedCents),
    totalTransferred: centsToReais(balance.transferredCents),
    totalPending: centsToReais(balance.pendingCents),
    totalAvailable: centsToReais(balance.availableCents),
    totalHeld: centsToReais(balance.heldCents),
    totalReserved: centsToReais(balance.reservedCents),
    totalBought: centsToReais(balance.boughtCents),
    releases: balance.releases.map((release) => ({
      date: release.date,
      amount: centsToReais(release.amountCents),
    })),
    ...(balance.negativeBalanceCents === undefined
      ? {}
      : { negativeBalance: centsToReais(balance.negativeBalanceCents) }),
  };
}
