import { GIFT_NOT_ON_LIST_MESSAGE, PUBLIC_EVENT_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgViolation } from '../../db/pg-errors';
import { type Purchase, purchaseHolds, purchaseItems, purchases } from '../../db/schema/index';
import { preparedStatement } from '../../read-model/prepared-statement';
import { DomainError } from '../errors/domain-error';
import { consentNow } from '../legal/consent-now';
import { refuseHoldOverLimit } from './refuse-hold-over-limit';
import { refuseLostClaim } from './refuse-lost-claim';

/** A purchase's line as written; `claimsUnits`: its gift counts units or cotas (the claim trigger takes them). */
export type PurchaseLineInput = {
  giftId: number;
  giftName: string;
  unitPriceCents: number;
  quantity: number;
  claimsUnits: boolean;
};

/** A PENDING purchase of one attempt of a cart, by card or by Pix. */
export type AttemptPurchaseInput = {
  /** Reserved by findPurchaseBasis; unused when the attempt already has its purchase. */
  id: number;
  attemptId: string;
  eventId: number;
  guestName: string;
  guestEmail: string;
  /** The guest's note to the hosts; the attempt's first purchase keeps its own. */
  guestMessage: string | null;
  userAmountCents: number;
  totalPriceCents: number;
  percentage: number;
  feeCoveredByGuest: boolean;
  paymentMethod: 'card' | 'pix';
  pixExpiresAt?: Date;
  statusToken?: string;
  items: PurchaseLineInput[];
  /** The address the request came from: its unpaid checkouts' units are capped together. */
  client: string;
};

/** What an attempt's purchase holds of its checkout: read again when the attempt is sent twice. */
export const attemptPurchaseColumns = {
  id: purchases.id,
  eventId: purchases.eventId,
  paymentMethod: purchases.paymentMethod,
  guestEmail: purchases.guestEmail,
  totalPriceCents: purchases.totalPriceCents,
  status: purchases.status,
  createdAt: purchases.createdAt,
  paymentLink: purchases.paymentLink,
  providerPaymentId: purchases.providerPaymentId,
  pixCode: purchases.pixCode,
  pixExpiresAt: purchases.pixExpiresAt,
  statusToken: purchases.statusToken,
};
export type AttemptPurchaseRow = Pick<Purchase, keyof typeof attemptPurchaseColumns>;

// One client's purchases are written one at a time (a transaction-scoped lock on its address), so
// that a burst of them cannot all count the same holds and all pass the cap.
const lockClient = (client: string) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`purchase-holds:${client}`}, 0))`;

/**
 * A purchase whose lines hold nothing (no gift counting units or cotas: nothing to cap, nothing
 * to claim) in one statement, the purchase and its lines all or nothing as a transaction would
 * be, in one round trip and one commit: the common cart, and the crowd's path. A data-modifying
 * WITH; the lines come from a JSON array (jsonb_to_recordset), for which the builder has no table.
 * The attempt already written, nothing is (the purchase's insert returns no row, so no line).
 */
const insertUnheldPurchase = preparedStatement('guest_attempt_purchase_insert', (db) => {
  const purchase = db.$with('purchase').as(
    db
      .insert(purchases)
      .overridingSystemValue()
      .values({
        id: sql.placeholder('id'),
        attemptId: sql.placeholder('attemptId'),
        eventId: sql.placeholder('eventId'),
        guestName: sql.placeholder('guestName'),
        guestEmail: sql.placeholder('guestEmail'),
        guestMessage: sql.placeholder('guestMessage'),
        userAmountCents: sql.placeholder('userAmountCents'),
        totalPriceCents: sql.placeholder('totalPriceCents'),
        percentage: sql.placeholder('percentage'),
        feeCoveredByGuest: sql.placeholder('feeCoveredByGuest'),
        paymentMethod: sql.placeholder('paymentMethod'),
        // (a Date bound to the column would be mapped by the column, which refuses null)
        pixExpiresAt: sql`${sql.placeholder('pixExpiresAt')}::timestamptz`,
        statusToken: sql.placeholder('statusToken'),
        // The card's request that writes the row is the one that asks for its checkout.
        checkoutClaimedAt: sql`case when ${sql.placeholder('claimCheckout')}::boolean then now() end`,
        ...consentNow(),
      })
      .onConflictDoNothing({ target: purchases.attemptId })
      .returning(attemptPurchaseColumns),
  );
  const lines = db.$with('lines', {}).as(sql`
    insert into ${purchaseItems} (purchase_id, gift_id, gift_name, unit_price_cents, quantity, claims_units)
    select purchase.id, line.gift_id, line.gift_name, line.unit_price_cents, line.quantity, false
    from ${purchase}
    cross join jsonb_to_recordset(${sql.placeholder('lines')}::jsonb)
      as line(gift_id integer, gift_name text, unit_price_cents integer, quantity integer)`);
  return db.with(purchase, lines).select().from(purchase);
});

/**
 * Writes the attempt's PENDING purchase, its lines and what it holds, all or nothing, unless the
 * attempt already has its purchase (the row is unique on it): then nothing is written and
 * undefined is answered, the caller reading that purchase. `returning` names the columns answered.
 *
 * The units and cotas of lines that count them are held from everyone else until the purchase is
 * paid or its checkout expires; before taking more, the client's holds are counted under its
 * lock, and a purchase that would take it past the cap is refused (a 429, nothing written). The
 * database's claim trigger refuses a line whose gift has no units left (a 409 naming it,
 * refuseLostClaim); an event or gift removed since findPurchaseBasis read them is the refusal the
 * guest would have had a moment earlier, not a 500.
 */
export async function insertAttemptPurchase(
  db: Db,
  input: AttemptPurchaseInput,
): Promise<AttemptPurchaseRow | undefined> {
  const { items, client, ...purchase } = input;
  const heldUnits = items.reduce((sum, item) => sum + (item.claimsUnits ? item.quantity : 0), 0);
  try {
    if (heldUnits === 0) {
      const [row] = await insertUnheldPurchase(db, {
        ...purchase,
        pixExpiresAt: purchase.pixExpiresAt?.toISOString() ?? null,
        statusToken: purchase.statusToken ?? null,
        claimCheckout: purchase.paymentMethod === 'card',
        lines: JSON.stringify(
          items.map((item) => ({
            gift_id: item.giftId,
            gift_name: item.giftName,
            unit_price_cents: item.unitPriceCents,
            quantity: item.quantity,
          })),
        ),
      });
      return row;
    }
    // Units held: counted and capped under the client's lock, then claimed by the trigger.
    return await db.transaction(async (tx) => {
      await tx.execute(lockClient(client));
      const [row] = await tx
        .insert(purchases)
        .overridingSystemValue()
        .values({
          ...purchase,
          // The card's request that writes the row is the one that asks for its checkout.
          checkoutClaimedAt: purchase.paymentMethod === 'card' ? sql`now()` : null,
          ...consentNow(),
        })
        .onConflictDoNothing({ target: purchases.attemptId })
        .returning(attemptPurchaseColumns);
      if (!row) return undefined;
      if (heldUnits > 0) {
        await refuseHoldOverLimit(tx, client, heldUnits);
        await tx.insert(purchaseHolds).values({ purchaseId: input.id, client, units: heldUnits });
      }
      await tx.insert(purchaseItems).values(items.map((item) => ({ ...item, purchaseId: input.id })));
      return row;
    });
  } catch (error) {
    const lost = await refuseLostClaim(db, input.eventId, error);
    if (lost) throw lost;
    const violation = pgViolation(error);
    if (violation?.kind !== 'foreign-key') throw error;
    if (violation.constraint === 'purchase_items_gift_id_gifts_id_fk')
      throw new DomainError('invalid', GIFT_NOT_ON_LIST_MESSAGE);
    throw new DomainError('not-found', PUBLIC_EVENT_NOT_FOUND_MESSAGE);
  }
}
