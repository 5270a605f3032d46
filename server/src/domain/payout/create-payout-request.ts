import { centsToReais } from '@celebra/shared/format';
import {
  NOTHING_AVAILABLE_MESSAGE,
  nothingAvailableYetMessage,
  PAYOUT_DESTINATION_REQUIRED_MESSAGE,
  PAYOUT_PENDING_MESSAGE,
} from '@celebra/shared/messages';
import { MAX_DB_INT } from '@celebra/shared/validation';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { events, payouts } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { findPayoutDestinationRow } from '../payout-destination/find-payout-destination';
import { findBalanceCents } from './find-balance';

/**
 * A payout of the event's whole available balance (a host cannot ask for part of it); money still
 * in its holding period is not available and cannot be asked for (find-balance.ts), judged at
 * `at` (now unless given). With nothing available but gifts on hold, the refusal says when the
 * next of them becomes available. The event's row is locked first, so simultaneous requests
 * queue behind one another: the second one then sees the first's pending payout and is refused,
 * and no request can read a balance another is about to spend.
 * The partial unique index on pending payouts is the last line of defence. Answers the amount.
 */
export async function createPayoutRequest(
  db: Db,
  event: { id: number; userId: number },
  at: Date = new Date(),
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: events.id }).from(events).where(eq(events.id, event.id)).for('update');
      const [pending] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.eventId, event.id), eq(payouts.status, 'PENDING')))
        .limit(1);
      if (pending) throw new DomainError('conflict', PAYOUT_PENDING_MESSAGE);
      const { availableCents, releases } = await findBalanceCents(tx, event.id, at);
      if (availableCents <= 0) {
        const next = releases[0];
        throw new DomainError(
          'invalid',
          next
            ? nothingAvailableYetMessage(centsToReais(next.amountCents), next.date)
            : NOTHING_AVAILABLE_MESSAGE,
        );
      }
      // The payout takes a copy of where the money goes now: a later change of destination
      // never rewrites where this one went.
      const destination = await findPayoutDestinationRow(tx, event.userId);
      if (!destination) throw new DomainError('invalid', PAYOUT_DESTINATION_REQUIRED_MESSAGE);
      // Amounts are 32-bit centavos: a balance beyond R$ 21 million is paid out in more than one
      // request (the rest stays available) rather than failing the insert.
      const requestedAmountCents = Math.min(availableCents, MAX_DB_INT);
      await tx.insert(payouts).values({
        eventId: event.id,
        userId: event.userId,
        requestedAmountCents,
        destinationHolderName: destination.holderName,
        destinationDocumentType: destination.documentType,
        destinationDocument: destination.document,
        destinationPixKeyType: destination.pixKeyType,
        destinationPixKey: destination.pixKey,
      });
      return requestedAmountCents;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payouts_one_pending_per_event_index'))
      throw new DomainError('conflict', PAYOUT_PENDING_MESSAGE);
    throw error;
  }
}
