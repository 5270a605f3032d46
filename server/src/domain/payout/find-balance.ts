import { centsToReais } from '@celebra/shared/format';
import type { TTransactionTotals } from '@celebra/shared/models';
import type { Db } from '../../db/client';
import { type BalanceCents, findLedgerBalanceCents } from '../ledger/find-ledger-balance';

export type { BalanceCents } from '../ledger/find-ledger-balance';

/** What an executor can run a query on: the pool or an open transaction. */
type Executor = Pick<Db, 'execute'>;

/**
 * An event's balance, in centavos: received = userAmount of approved purchases, transferred =
 * paid amounts of paid payouts, pending = requested amounts of pending payouts, available =
 * received − transferred − pending, never below zero. Read from the money ledger, which the
 * database keeps in step with every purchase's and payout's status (db/schema/ledger-entries.ts).
 * Pass a transaction to read it under that transaction's locks.
 */
export function findBalanceCents(db: Executor, eventId: number): Promise<BalanceCents> {
  return findLedgerBalanceCents(db, eventId);
}

/** The balance as the API speaks it (reais), for the admin and host transaction totals calls. */
export async function findTransactionTotals(db: Executor, eventId: number): Promise<TTransactionTotals> {
  const balance = await findBalanceCents(db, eventId);
  return {
    totalReceived: centsToReais(balance.receivedCents),
    totalTransferred: centsToReais(balance.transferredCents),
    totalPending: centsToReais(balance.pendingCents),
    totalAvailable: centsToReais(balance.availableCents),
    ...(balance.negativeBalanceCents === undefined
      ? {}
      : { negativeBalance: centsToReais(balance.negativeBalanceCents) }),
  };
}
