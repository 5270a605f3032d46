import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preUserRequests } from '../../db/schema/index';
import { UNVERIFIED_HOURS } from './pre-register-proof';

export type ExpiredPreRegistrations = {
  /** Pre-registrations deleted: never verified, never paid, past their access. */
  deleted: number;
};

/**
 * Deletes the pre-registrations nobody can use any more: the e-mail never proven, so the
 * registering browser's access ended UNVERIFIED_HOURS after the registration (pre-register-proof.ts),
 * and no money involved (the fee still PENDING, no payment the provider told us of, no account).
 * Anything verified or with a payment is kept. A row whose fee checkout was opened is kept until
 * that checkout has expired too (`checkoutExpirationHours` after its last change, when it was
 * opened or renewed), so that a payment made at the last minute always finds its row. The
 * request's browser proofs go with it (foreign key, on delete cascade).
 */
export async function expirePreRegistrations(
  db: Db,
  options: { now: Date; checkoutExpirationHours: number },
): Promise<ExpiredPreRegistrations> {
  const before = (hours: number) => new Date(options.now.getTime() - hours * 3_600_000);
  const checkoutHours = Math.max(UNVERIFIED_HOURS, options.checkoutExpirationHours);
  const deleted = await db
    .delete(preUserRequests)
    .where(
      and(
        isNull(preUserRequests.emailVerifiedAt),
        eq(preUserRequests.paymentStatus, 'PENDING'),
        isNull(preUserRequests.providerPaymentId),
        eq(preUserRequests.accountCreated, false),
        isNull(preUserRequests.userId),
        lt(preUserRequests.createdAt, before(UNVERIFIED_HOURS)),
        or(
          isNull(preUserRequests.providerPreferenceId),
          lt(preUserRequests.updatedAt, before(checkoutHours)),
        ),
      ),
    )
    .returning({ id: sql<number>`${preUserRequests.id}` });
  return { deleted: deleted.length };
}
