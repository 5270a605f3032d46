import { GIFT_NOT_ON_LIST_MESSAGE, PUBLIC_EVENT_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgViolation } from '../../db/pg-errors';
import { purchaseItems, purchases } from '../../db/schema/index';
import { HttpError } from '../../http/http-error';
import { preparedStatement } from '../../read-model/prepared-statement';
import { consentNow } from '../legal/consent-now';
import { refuseLostClaim } from './refuse-lost-claim';

/** A purchase's line as written; `claimsUnits`: its gift counts units or cotas (the claim trigger takes them). */
export type PurchaseLineInput = {
  giftId: number;
  giftName: string;
  unitPriceCents: number;
  quantity: number;
  claimsUnits: boolean;
};

export type NewPurchaseInput = {
  /** Reserved by findPurchaseBasis, already named in the provider's preference. */
  id: number;
  eventId: number;
  guestName: string;
  guestEmail: string;
  /** The guest's note to the hosts, trimmed; null when none. */
  guestMessage: string | null;
  userAmountCents: number;
  totalPriceCents: number;
  percentage: number;
  feeCoveredByGuest: boolean;
  providerPreferenceId: string;
  paymentLink: string;
  items: PurchaseLineInput[];
};

// A data-modifying WITH: the purchase and its lines all or nothing, as a transaction would be, in
// one round trip and one commit. The id is the one reserved from the identity sequence.
const insertPurchase = preparedStatement('guest_purchase_insert', (db) => {
  const purchase = db.$with('purchase').as(
    db
      .insert(purchases)
      .overridingSystemValue()
      .values({
        id: sql.placeholder('id'),
        eventId: sql.placeholder('eventId'),
        guestName: sql.placeholder('guestName'),
        guestEmail: sql.placeholder('guestEmail'),
        guestMessage: sql.placeholder('guestMessage'),
        userAmountCents: sql.placeholder('userAmountCents'),
        totalPriceCents: sql.placeholder('totalPriceCents'),
        percentage: sql.placeholder('percentage'),
        feeCoveredByGuest: sql.placeholder('feeCoveredByGuest'),
        providerPreferenceId: sql.placeholder('providerPreferenceId'),
        paymentLink: sql.placeholder('paymentLink'),
        paymentMethod: 'card',
        // The consent the cart's note asked for: the texts' version in force as the row goes in.
        ...consentNow(),
      })
      .returning({ id: purchases.id }),
  );
  // Written in SQL, not with the builder: its insert … select names every column of the table,
  // the generated-always id too, where these rows take theirs from the identity; and the lines
  // come from a JSON array (jsonb_to_recordset), for which the builder has no table.
  const lines = db.$with('lines', {}).as(sql`
    insert into ${purchaseItems} (purchase_id, gift_id, gift_name, unit_price_cents, quantity, claims_units)
    select purchase.id, line.gift_id, line.gift_name, line.unit_price_cents, line.quantity, line.claims_units
    from ${purchase}
    cross join jsonb_to_recordset(${sql.placeholder('lines')}::jsonb)
      as line(gift_id integer, gift_name text, unit_price_cents integer, quantity integer, claims_units boolean)`);
  return db.with(purchase, lines).select({ id: purchase.id }).from(purchase);
});

/**
 * The PENDING purchase, written once its checkout exists: with the link the guest is sent to, in
 * one statement (it used to be inserted before the provider's call, updated with the link after it,
 * and deleted when the call failed). An event or gift removed since findPurchaseBasis read them
 * is the same refusal the guest would have had a moment earlier, not a 500.
 *
 * Two guests taking the last cota at once both pass priceCart, and both have a checkout by now;
 * the database's claim trigger lets one insert through and fails the other's (refuseLostClaim:
 * a 409 naming the gift). The loser's checkout preference stays unused at the provider: its link
 * is never answered, so nobody can pay it, and nothing is charged.
 */
export async function createPurchase(db: Db, input: NewPurchaseInput): Promise<void> {
  const { items, ...purchase } = input;
  const lines = JSON.stringify(
    items.map((item) => ({
      gift_id: item.giftId,
      gift_name: item.giftName,
      unit_price_cents: item.unitPriceCents,
      quantity: item.quantity,
      claims_units: item.claimsUnits,
    })),
  );
  try {
    await insertPurchase(db, { ...purchase, lines });
  } catch (error) {
    const lost = await refuseLostClaim(db, input.eventId, error);
    if (lost) throw lost;
    const violation = pgViolation(error);
    if (violation?.kind !== 'foreign-key') throw error;
    if (violation.constraint === 'purchase_items_gift_id_gifts_id_fk')
      throw new HttpError(400, GIFT_NOT_ON_LIST_MESSAGE);
    throw new HttpError(404, PUBLIC_EVENT_NOT_FOUND_MESSAGE);
  }
}
