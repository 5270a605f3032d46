import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';
import { preparedStatement } from '../../read-model/prepared-statement';

// Longer than the provider's call may take (its client times out after 10 s): a claim older than
// this was left by a request that died, and another request of the attempt takes it over.
const CLAIM_STALE_SECONDS = 30;

export type CardCheckoutClaim = {
  /** The checkout's link, once a request of the attempt has it. */
  paymentLink: string | null;
  /** This request now asks the provider for the checkout. */
  claimed: boolean;
  status: (typeof purchases.$inferSelect)['status'];
};

/**
 * One statement: the purchase's link when it has one; otherwise the right to ask the provider for
 * it, taken when no other request of the attempt holds it (or holds it for too long).
 */
export async function claimCardCheckout(db: Db, purchaseId: number): Promise<CardCheckoutClaim> {
  const result = await db.execute<{
    payment_link: string | null;
    claimed: boolean;
    status: CardCheckoutClaim['status'];
  }>(sql`
    with claimed as (
      update ${purchases} set checkout_claimed_at = now()
      where id = ${purchaseId} and payment_link is null and status = 'PENDING'
        and (checkout_claimed_at is null
          or checkout_claimed_at < now() - make_interval(secs => ${CLAIM_STALE_SECONDS}))
      returning id)
    select p.payment_link, exists (select 1 from claimed) as claimed, p.status
    from ${purchases} p where p.id = ${purchaseId}`);
  const row = result.rows[0];
  return {
    paymentLink: row?.payment_link ?? null,
    claimed: row?.claimed ?? false,
    status: row?.status ?? 'CANCELLED',
  };
}

// Every card purchase writes its checkout: a statement built once (preparedStatement), not by the
// query builder at each purchase. Its update time is the database's, as one built at each call
// would have it (the builder's own would be fixed when the statement was prepared).
const updateCardCheckout = preparedStatement('purchase_card_checkout_save', (db) =>
  db
    .update(purchases)
    .set({
      providerPreferenceId: sql`${sql.placeholder('preferenceId')}`,
      paymentLink: sql`${sql.placeholder('paymentLink')}`,
      checkoutClaimedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(purchases.id, sql.placeholder('purchaseId'))),
);

/** The checkout the provider made, on the purchase; its claim let go. */
export async function saveCardCheckout(
  db: Db,
  purchaseId: number,
  checkout: { preferenceId: string; paymentLink: string },
): Promise<void> {
  await updateCardCheckout(db, { purchaseId, ...checkout });
}

/** The provider failed: the claim is let go, and the attempt's next request asks again at once. */
export async function releaseCardCheckout(db: Db, purchaseId: number): Promise<void> {
  await db.update(purchases).set({ checkoutClaimedAt: null }).where(eq(purchases.id, purchaseId));
}
