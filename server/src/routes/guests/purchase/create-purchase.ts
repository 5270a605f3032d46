import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { purchaseItems, purchases } from '../../../db/schema/index';

export type NewPurchaseInput = {
  eventId: number;
  guestName: string;
  guestEmail: string;
  userAmountCents: number;
  totalPriceCents: number;
  percentage: number;
  items: { giftId: number; giftName: string; unitPriceCents: number; quantity: number }[];
};

/**
 * A PENDING purchase and its lines, written by one statement (a data-modifying WITH): all or
 * nothing as a transaction would be, in one round trip and one commit where BEGIN, two inserts
 * and COMMIT took four. Answers its id.
 */
export async function createPurchase(db: Db, input: NewPurchaseInput): Promise<number> {
  const { items, ...purchase } = input;
  const lines = JSON.stringify(
    items.map((item) => ({
      gift_id: item.giftId,
      gift_name: item.giftName,
      unit_price_cents: item.unitPriceCents,
      quantity: item.quantity,
    })),
  );
  const result = await db.execute<{ id: number }>(sql`
    with purchase as (
      insert into ${purchases} (event_id, guest_name, guest_email, user_amount_cents, total_price_cents, percentage)
      values (${purchase.eventId}, ${purchase.guestName}, ${purchase.guestEmail}, ${purchase.userAmountCents},
              ${purchase.totalPriceCents}, ${purchase.percentage})
      returning id
    ), lines as (
      insert into ${purchaseItems} (purchase_id, gift_id, gift_name, unit_price_cents, quantity)
      select purchase.id, line.gift_id, line.gift_name, line.unit_price_cents, line.quantity
      from purchase
      cross join jsonb_to_recordset(${lines}::jsonb)
        as line(gift_id integer, gift_name text, unit_price_cents integer, quantity integer)
    )
    select id from purchase`);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('purchase not inserted');
  return id;
}

/** The checkout the purchase is paid through. */
export async function setPurchaseCheckout(
  db: Db,
  purchaseId: number,
  checkout: { providerPreferenceId: string; paymentLink: string },
): Promise<void> {
  await db.update(purchases).set(checkout).where(eq(purchases.id, purchaseId));
}

/** A purchase whose checkout could not be created never existed for anyone: it goes (with its lines). */
export async function deletePurchase(db: Db, purchaseId: number): Promise<void> {
  await db.delete(purchases).where(eq(purchases.id, purchaseId));
}
