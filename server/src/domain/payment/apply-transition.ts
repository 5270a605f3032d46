import type { Db } from '../../db/client';
import type { PaymentStatus } from '../../db/schema/enums';
import { decideTransition, type PaymentState } from './decide-transition';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type AppliedPayment = {
  /** False: the row does not exist (a reference we never issued, or a removed row). */
  found: boolean;
  changed: boolean;
  /** The row became APPROVED with this notification: the moment to send the e-mails, once. */
  approvedNow: boolean;
};

/** One paid row (a purchase, a service, a pre-registration): how to read its payment and record a new one. */
export type PaidRow<S extends PaymentStatus> = {
  /** Its payment state, the row locked until the transaction ends when `forUpdate`. */
  read: (db: Db | Tx, forUpdate: boolean) => Promise<PaymentState<S> | undefined>;
  write: (tx: Tx, next: PaymentState<S>) => Promise<unknown>;
};

const UNCHANGED = { found: true, changed: false, approvedNow: false } as const;
const NOT_FOUND = { found: false, changed: false, approvedNow: false } as const;

/**
 * Records the provider's `status` of payment `paymentId` on a paid row (decideTransition says
 * what changes). The change is decided under the row's lock, so notifications delivered at the same
 * time are applied one after the other and an approval is seen (and mailed about) exactly once.
 *
 * Most deliveries repeat a state already recorded (the provider retries, and sends several
 * notifications per payment): a plain read settles those first, without a transaction or a row
 * lock, which would hold a pooled connection for three round trips. A no-op decided on the last
 * committed state is as if it had run just before any concurrent change.
 */
export async function applyTransition<S extends PaymentStatus>(
  db: Db,
  row: PaidRow<S>,
  paymentId: string,
  status: S,
): Promise<AppliedPayment> {
  const seen = await row.read(db, false);
  if (!seen) return NOT_FOUND;
  if (!decideTransition(seen, paymentId, status)) return UNCHANGED;
  return db.transaction(async (tx) => {
    const current = await row.read(tx, true);
    if (!current) return NOT_FOUND;
    const next = decideTransition(current, paymentId, status);
    if (!next) return UNCHANGED;
    await row.write(tx, next);
    return {
      found: true,
      changed: true,
      approvedNow: next.status === 'APPROVED' && current.status !== 'APPROVED',
    };
  });
}
